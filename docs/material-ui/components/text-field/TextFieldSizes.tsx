import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldSizes() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField label="Postcode" size="small" defaultValue="EC1V 9HX" />
        <TextField label="Postcode" defaultValue="EC1V 9HX" />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField label="Postcode" variant="filled" size="small" />
        <TextField label="Postcode" variant="standard" size="small" />
      </Stack>
      <TextField label="Street address" fullWidth />
    </Stack>
  );
}
