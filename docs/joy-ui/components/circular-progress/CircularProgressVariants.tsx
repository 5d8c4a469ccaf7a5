import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function CircularProgressVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {VARIANTS.map((variant) => (
        <CircularProgress
          key={variant}
          variant={variant}
          determinate
          value={70}
          aria-label={`Backup progress, ${variant} variant`}
        />
      ))}
    </Stack>
  );
}
