import * as React from 'react';
import Textarea from '@mui/joy/Textarea';
import Stack from '@mui/joy/Stack';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function TextareaSizes() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      {SIZES.map((size) => (
        <Textarea
          key={size}
          size={size}
          aria-label={`Delivery instructions (${size})`}
          placeholder={`Delivery instructions (${size})`}
        />
      ))}
    </Stack>
  );
}
