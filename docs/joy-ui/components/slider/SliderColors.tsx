import * as React from 'react';
import Slider from '@mui/joy/Slider';
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

export default function SliderColors() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');
  return (
    <Stack spacing={3}>
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
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {COLORS.map((color, index) => (
          <Slider
            key={color}
            variant={variant}
            color={color}
            aria-label={`Progress goal (${color})`}
            defaultValue={20 + index * 15}
          />
        ))}
      </Stack>
    </Stack>
  );
}
