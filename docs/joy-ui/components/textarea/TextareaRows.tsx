import * as React from 'react';
import Textarea from '@mui/joy/Textarea';
import Stack from '@mui/joy/Stack';

const NOTE = [
  'Met with the Northwind team about the Q3 renewal.',
  'They want SSO for all 40 seats and a shared billing contact.',
  'Next step: send the revised quote by Friday.',
  'Follow up with legal about the data processing addendum.',
  'Ask support to move their tickets to the new queue.',
].join('\n');

export default function TextareaRows() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Textarea
        aria-label="Short reply"
        minRows={2}
        placeholder="Grows from two rows as you type"
      />
      <Textarea
        aria-label="Meeting notes"
        minRows={2}
        maxRows={4}
        defaultValue={NOTE}
      />
    </Stack>
  );
}
