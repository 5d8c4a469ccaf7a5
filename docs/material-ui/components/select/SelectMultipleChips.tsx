import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const toppings = [
  'Basil',
  'Buffalo mozzarella',
  'Roasted peppers',
  'Kalamata olives',
  'Red onion',
  'Nduja',
  'Wild mushrooms',
];

export default function SelectMultipleChips() {
  const labelId = React.useId();
  const [selected, setSelected] = React.useState<string[]>(['Basil', 'Nduja']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Autofill can hand over a comma-separated string instead of an array.
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl fullWidth sx={{ maxWidth: 400 }}>
      <InputLabel id={labelId}>Toppings</InputLabel>
      <Select
        labelId={labelId}
        multiple
        value={selected}
        onChange={handleChange}
        input={<OutlinedInput label="Toppings" />}
        renderValue={(values) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {values.map((value) => (
              <Chip key={value} label={value} size="small" />
            ))}
          </Box>
        )}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 280 } } } }}
      >
        {toppings.map((topping) => (
          <MenuItem key={topping} value={topping}>
            {topping}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
