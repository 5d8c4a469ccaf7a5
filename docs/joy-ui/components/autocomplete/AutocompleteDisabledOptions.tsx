import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

interface Room {
  label: string;
  booked: boolean;
}

const ROOMS: Room[] = [
  { label: 'Atlas, 4 seats', booked: false },
  { label: 'Borealis, 8 seats (booked)', booked: true },
  { label: 'Cedar, 6 seats', booked: false },
  { label: 'Delta, 12 seats (booked)', booked: true },
  { label: 'Ember, 2 seats', booked: false },
];

export default function AutocompleteDisabledOptions() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Meeting room, Thursday 10:00</FormLabel>
      <Autocomplete
        placeholder="Choose a room"
        options={ROOMS}
        getOptionDisabled={(room) => room.booked}
      />
      <FormHelperText>Booked rooms are listed but cannot be chosen.</FormHelperText>
    </FormControl>
  );
}
