import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const COLORS: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'danger',
  'success',
  'warning',
];

export default function StepIndicatorVariants() {
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');
  return (
    <Stack spacing={3}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Color"
        value={color}
        onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {COLORS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Stepper sx={{ width: '100%', maxWidth: 560 }}>
        {VARIANTS.map((variant, index) => (
          <Step
            key={variant}
            orientation="vertical"
            indicator={
              <StepIndicator variant={variant} color={color}>
                {index + 1}
              </StepIndicator>
            }
          >
            {variant}
          </Step>
        ))}
      </Stepper>
    </Stack>
  );
}
