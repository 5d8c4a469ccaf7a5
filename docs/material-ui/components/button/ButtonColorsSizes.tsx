import * as React from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const colors: NonNullable<ButtonProps['color']>[] = [
  'primary',
  'secondary',
  'success',
  'error',
  'warning',
  'info',
  'inherit',
];

const sizes: NonNullable<ButtonProps['size']>[] = ['small', 'medium', 'large'];

export default function ButtonColorsSizes() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Button key={color} variant="contained" color={color}>
            {color}
          </Button>
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        {sizes.map((size) => (
          <Button key={size} variant="outlined" size={size}>
            {size}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
