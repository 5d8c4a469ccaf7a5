import * as React from 'react';
import Link from '@mui/joy/Link';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function LinkColors() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {VARIANTS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Link href="#colors" variant={variant} color="primary">
          View invoice
        </Link>
        <Link href="#colors" variant={variant} color="neutral">
          Account settings
        </Link>
        <Link href="#colors" variant={variant} color="success">
          Payment received
        </Link>
        <Link href="#colors" variant={variant} color="warning">
          Card expiring
        </Link>
        <Link href="#colors" variant={variant} color="danger">
          Close account
        </Link>
      </Stack>
    </Stack>
  );
}
