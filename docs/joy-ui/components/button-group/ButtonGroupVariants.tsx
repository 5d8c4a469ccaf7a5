import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function ButtonGroupVariants() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {VARIANTS.map((variant) => (
        <ButtonGroup
          key={variant}
          variant={variant}
          aria-label={`Message actions, ${variant}`}
        >
          <Button>Reply</Button>
          <Button>Reply all</Button>
          <Button>Forward</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
