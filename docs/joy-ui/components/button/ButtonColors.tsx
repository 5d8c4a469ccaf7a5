import * as React from 'react';
import Button from '@mui/joy/Button';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function ButtonColors() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');
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
        <Button variant={variant} color="primary">
          Invite
        </Button>
        <Button variant={variant} color="neutral">
          Cancel
        </Button>
        <Button variant={variant} color="success">
          Approve
        </Button>
        <Button variant={variant} color="warning">
          Archive
        </Button>
        <Button variant={variant} color="danger">
          Delete
        </Button>
      </Stack>
    </Stack>
  );
}
