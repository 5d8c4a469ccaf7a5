import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import type { ColorPaletteProp } from '@mui/joy/styles';

const COLORS: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'success',
  'warning',
  'danger',
];

export default function RadioColors() {
  return (
    <FormControl>
      <FormLabel>Label color</FormLabel>
      <RadioGroup
        orientation="horizontal"
        defaultValue="success"
        sx={{ '--RadioGroup-gap': '0px', flexWrap: 'wrap', gap: 2 }}
      >
        {COLORS.map((color) => (
          <Radio key={color} value={color} label={color} color={color} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
