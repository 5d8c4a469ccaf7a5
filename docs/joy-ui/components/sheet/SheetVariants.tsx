import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const COLORS: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function SheetVariants() {
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Sheet color"
        value={color}
        onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {COLORS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {VARIANTS.map((variant) => (
          <Sheet
            key={variant}
            variant={variant}
            color={color}
            sx={{ width: 120, p: 2, borderRadius: 'sm', textAlign: 'center' }}
          >
            {variant}
          </Sheet>
        ))}
      </Stack>
    </Stack>
  );
}
