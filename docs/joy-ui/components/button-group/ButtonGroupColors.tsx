import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const COLORS: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'success',
  'warning',
  'danger',
];

export default function ButtonGroupColors() {
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
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {COLORS.map((color) => (
          <ButtonGroup
            key={color}
            variant={variant}
            color={color}
            aria-label={`Order actions, ${color}`}
          >
            <Button>Edit</Button>
            <Button>Duplicate</Button>
            <Button>Refund</Button>
          </ButtonGroup>
        ))}
      </Stack>
    </Stack>
  );
}
