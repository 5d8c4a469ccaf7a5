import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
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
const LANGUAGES = [
  'English',
  'French',
  'German',
  'Japanese',
  'Portuguese',
  'Spanish',
];

export default function AutocompleteVariants() {
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Color"
        value={color}
        onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
        sx={{ '--RadioGroup-gap': '0px', flexWrap: 'wrap', gap: 2 }}
      >
        {COLORS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        {VARIANTS.map((variant) => (
          <Autocomplete
            key={variant}
            variant={variant}
            color={color}
            placeholder={`Language (${variant})`}
            aria-label={`Language, ${variant}`}
            options={LANGUAGES}
          />
        ))}
      </Stack>
    </Stack>
  );
}
