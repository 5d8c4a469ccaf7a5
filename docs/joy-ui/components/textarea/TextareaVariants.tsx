import * as React from 'react';
import Textarea from '@mui/joy/Textarea';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function TextareaVariants() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      {VARIANTS.map((variant) => (
        <Textarea
          key={variant}
          variant={variant}
          minRows={2}
          aria-label={`Release notes (${variant})`}
          placeholder={`Release notes, ${variant} variant`}
        />
      ))}
    </Stack>
  );
}
