import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField label="City" variant="outlined" />
      <TextField label="City" variant="filled" />
      <TextField label="City" variant="standard" />
    </Stack>
  );
}
