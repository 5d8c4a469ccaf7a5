import * as React from 'react';
import Card from '@mui/joy/Card';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const COLORS: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function CardVariants() {
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Card color"
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
          <Card key={variant} variant={variant} color={color} sx={{ width: 150 }}>
            <Typography level="title-md" textColor="inherit">
              {variant}
            </Typography>
            <Typography level="body-sm" textColor="inherit">
              Monthly revenue up 12%.
            </Typography>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
