import * as React from 'react';
import Textarea from '@mui/joy/Textarea';
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

export default function TextareaColors() {
  const [variant, setVariant] = React.useState<VariantProp>('outlined');
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
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        {COLORS.map((color) => (
          <Textarea
            key={color}
            variant={variant}
            color={color}
            aria-label={`Reviewer comment (${color})`}
            defaultValue={`A ${color} note on the pull request.`}
          />
        ))}
      </Stack>
    </Stack>
  );
}
