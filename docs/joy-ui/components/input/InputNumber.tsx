import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

const PRICE_PER_SEAT = 12;

export default function InputNumber() {
  // Keep the raw text so that people can clear the field while typing.
  const [seats, setSeats] = React.useState('5');
  const count = Number(seats);
  const valid = Number.isInteger(count) && count >= 1 && count <= 50;
  return (
    <FormControl error={!valid} sx={{ maxWidth: 240 }}>
      <FormLabel>Seats</FormLabel>
      <Input
        type="number"
        error={!valid}
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
        slotProps={{ input: { min: 1, max: 50, step: 1 } }}
      />
      {/* Joy's error color, danger.500, is too dark for text in dark mode. */}
      <FormHelperText sx={!valid ? { color: 'danger.plainColor' } : undefined}>
        {valid
          ? `${count * PRICE_PER_SEAT} USD per month`
          : 'Enter a whole number from 1 to 50.'}
      </FormHelperText>
    </FormControl>
  );
}
