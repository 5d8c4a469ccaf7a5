import * as React from 'react';
import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import NotificationsNone from '@mui/icons-material/NotificationsNone';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const COLORS: ColorPaletteProp[] = [
  'primary',
  'neutral',
  'success',
  'warning',
  'danger',
];

export default function BadgeVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');
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
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {COLORS.map((color) => (
          <Badge
            key={color}
            badgeContent={5}
            variant={variant}
            color={color}
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <IconButton
              variant="outlined"
              color="neutral"
              aria-label={`Notifications (${color}), 5 new`}
            >
              <NotificationsNone />
            </IconButton>
          </Badge>
        ))}
      </Stack>
    </Stack>
  );
}
