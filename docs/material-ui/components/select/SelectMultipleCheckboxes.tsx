import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

export default function SelectMultipleCheckboxes() {
  const labelId = React.useId();
  const [days, setDays] = React.useState<string[]>(['Tuesday', 'Thursday']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setDays(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl fullWidth sx={{ maxWidth: 320 }}>
      <InputLabel id={labelId}>Delivery days</InputLabel>
      <Select
        labelId={labelId}
        label="Delivery days"
        multiple
        value={days}
        onChange={handleChange}
        renderValue={(selected) =>
          // Keep the week's order, whatever order the days were picked in.
          weekdays
            .filter((day) => selected.includes(day))
            .map((day) => day.slice(0, 3))
            .join(', ')
        }
      >
        {weekdays.map((day) => (
          <MenuItem key={day} value={day}>
            <Checkbox
              checked={days.includes(day)}
              tabIndex={-1}
              disableRipple
              inputProps={{ 'aria-hidden': true }}
            />
            <ListItemText primary={day} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
