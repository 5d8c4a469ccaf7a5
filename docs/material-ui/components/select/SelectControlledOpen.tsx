import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

const reasons = [
  { value: 'damaged', label: 'Arrived damaged' },
  { value: 'size', label: 'Wrong size' },
  { value: 'late', label: 'Arrived too late' },
  { value: 'changed-mind', label: 'Changed my mind' },
];

export default function SelectControlledOpen() {
  const labelId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [reason, setReason] = React.useState('');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 320 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Choose a return reason
      </Button>
      <FormControl fullWidth>
        <InputLabel id={labelId}>Return reason</InputLabel>
        <Select
          labelId={labelId}
          label="Return reason"
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        >
          {reasons.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
