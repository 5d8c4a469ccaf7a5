import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const TIME_ZONES = [
  { label: 'Honolulu (UTC−10:00)', id: 'Pacific/Honolulu' },
  { label: 'Los Angeles (UTC−08:00)', id: 'America/Los_Angeles' },
  { label: 'New York (UTC−05:00)', id: 'America/New_York' },
  { label: 'São Paulo (UTC−03:00)', id: 'America/Sao_Paulo' },
  { label: 'London (UTC+00:00)', id: 'Europe/London' },
  { label: 'Berlin (UTC+01:00)', id: 'Europe/Berlin' },
  { label: 'Nairobi (UTC+03:00)', id: 'Africa/Nairobi' },
  { label: 'Mumbai (UTC+05:30)', id: 'Asia/Kolkata' },
  { label: 'Singapore (UTC+08:00)', id: 'Asia/Singapore' },
  { label: 'Tokyo (UTC+09:00)', id: 'Asia/Tokyo' },
  { label: 'Sydney (UTC+10:00)', id: 'Australia/Sydney' },
];

export default function AutocompleteBasic() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Time zone</FormLabel>
      <Autocomplete placeholder="Type a city" options={TIME_ZONES} />
      <FormHelperText>Meeting times are shown in this time zone.</FormHelperText>
    </FormControl>
  );
}
