import * as React from 'react';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
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

// A Menu passes its variant to its items (plain, neutral ones in a plain or outlined menu);
// MenuList does not, so the items get it here, or their text would sit on a solid background.
function itemVariantAndColor(variant: VariantProp, color: ColorPaletteProp) {
  return variant === 'soft' || variant === 'solid'
    ? { variant, color }
    : { variant: 'plain' as const, color: 'neutral' as const };
}

export default function MenuVariants() {
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');
  return (
    <Stack spacing={2}>
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
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {VARIANTS.map((variant) => (
          <MenuList
            key={variant}
            variant={variant}
            color={color}
            aria-label={`${variant} menu`}
            sx={{ minWidth: 140, borderRadius: 'sm' }}
          >
            {['Open', 'Rename', 'Move'].map((item) => (
              <MenuItem key={item} {...itemVariantAndColor(variant, color)}>
                {item}
              </MenuItem>
            ))}
          </MenuList>
        ))}
      </Stack>
    </Stack>
  );
}
