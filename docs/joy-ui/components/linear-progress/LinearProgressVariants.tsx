import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function LinearProgressVariants() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 400 }}>
      {VARIANTS.map((variant) => (
        <LinearProgress
          key={variant}
          variant={variant}
          determinate
          value={60}
          aria-label={`Course progress, ${variant} variant`}
        />
      ))}
    </Stack>
  );
}
