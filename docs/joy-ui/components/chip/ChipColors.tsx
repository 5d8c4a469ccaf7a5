import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function ChipColors() {
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
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip variant={variant} color="primary">
          New
        </Chip>
        <Chip variant={variant} color="neutral">
          Archived
        </Chip>
        <Chip variant={variant} color="success">
          Paid
        </Chip>
        <Chip variant={variant} color="warning">
          Due soon
        </Chip>
        <Chip variant={variant} color="danger">
          Overdue
        </Chip>
      </Stack>
    </Stack>
  );
}
