import * as React from 'react';
import Input from '@mui/joy/Input';
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

export default function InputColors() {
  const [variant, setVariant] = React.useState<VariantProp>('outlined');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ '--RadioGroup-gap': '0px', flexWrap: 'wrap', gap: 2 }}
      >
        {VARIANTS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        {COLORS.map((color) => (
          <Input
            key={color}
            variant={variant}
            color={color}
            placeholder={`${color[0].toUpperCase()}${color.slice(1)}`}
            aria-label={`${color} input`}
          />
        ))}
      </Stack>
    </Stack>
  );
}
