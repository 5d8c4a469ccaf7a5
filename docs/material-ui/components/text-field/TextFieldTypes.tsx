import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function TextFieldTypes() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        maxWidth: 640,
      }}
    >
      <TextField
        label="Guests"
        type="number"
        defaultValue={2}
        required
        slotProps={{ htmlInput: { min: 1, max: 8 } }}
      />
      <TextField
        label="Check-in"
        type="date"
        defaultValue="2025-06-12"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField label="Phone" type="tel" autoComplete="tel" />
      <TextField
        label="Door code"
        type="password"
        autoComplete="off"
        helperText="4 digits"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
    </Box>
  );
}
