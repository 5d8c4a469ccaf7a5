import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const timeZones = [
  {
    region: 'Europe',
    zones: [
      { value: 'Europe/Lisbon', label: 'Lisbon (UTC+0)' },
      { value: 'Europe/Berlin', label: 'Berlin (UTC+1)' },
      { value: 'Europe/Athens', label: 'Athens (UTC+2)' },
    ],
  },
  {
    region: 'Americas',
    zones: [
      { value: 'America/New_York', label: 'New York (UTC−5)' },
      { value: 'America/Mexico_City', label: 'Mexico City (UTC−6)' },
      { value: 'America/Sao_Paulo', label: 'São Paulo (UTC−3)' },
    ],
  },
  {
    region: 'Asia and Pacific',
    zones: [
      { value: 'Asia/Kolkata', label: 'Mumbai (UTC+5:30)' },
      { value: 'Asia/Tokyo', label: 'Tokyo (UTC+9)' },
      { value: 'Australia/Sydney', label: 'Sydney (UTC+10)' },
    ],
  },
];

export default function SelectGrouped() {
  const labelId = React.useId();
  const [zone, setZone] = React.useState('Europe/Berlin');

  return (
    <FormControl fullWidth sx={{ maxWidth: 300 }}>
      <InputLabel id={labelId}>Time zone</InputLabel>
      <Select
        labelId={labelId}
        label="Time zone"
        value={zone}
        onChange={(event) => setZone(event.target.value)}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
      >
        {/* Select reads its options from direct children, so flatten the groups. */}
        {timeZones.flatMap((group) => [
          <ListSubheader key={group.region}>{group.region}</ListSubheader>,
          ...group.zones.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          )),
        ])}
      </Select>
    </FormControl>
  );
}
