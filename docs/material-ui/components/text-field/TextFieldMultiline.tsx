import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldMultiline() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <TextField
        label="Delivery instructions"
        multiline
        minRows={2}
        maxRows={5}
        defaultValue="Leave the parcel with the florist on the ground floor if nobody answers."
        helperText="Grows with the text, up to five lines, then scrolls."
      />
      <TextField
        label="Review"
        multiline
        rows={4}
        placeholder="What did you like about the hotel? What could be better?"
        helperText="Always four lines tall."
      />
    </Stack>
  );
}
