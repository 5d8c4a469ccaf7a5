import * as React from 'react';
import Button from '@mui/joy/Button';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Snackbar from '@mui/joy/Snackbar';
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

export default function SnackbarVariants() {
  const [open, setOpen] = React.useState(false);
  const [variant, setVariant] = React.useState<VariantProp>('outlined');
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Snackbar color"
        value={color}
        onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {COLORS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {VARIANTS.map((option) => (
          <Button
            key={option}
            variant={option}
            color={color}
            onClick={() => {
              setVariant(option);
              setOpen(true);
            }}
          >
            {option}
          </Button>
        ))}
      </Stack>
      <Snackbar
        role="status"
        open={open}
        variant={variant}
        color={color}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
      >
        Payment of $240.00 to Acme Hosting sent.
      </Snackbar>
    </Stack>
  );
}
