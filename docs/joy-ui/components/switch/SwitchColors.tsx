import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const SETTINGS: { color: ColorPaletteProp; label: string }[] = [
  { color: 'primary', label: 'Notifications' },
  { color: 'neutral', label: 'Compact view' },
  { color: 'success', label: 'Auto-approve' },
  { color: 'warning', label: 'Beta features' },
  { color: 'danger', label: 'Delete after sync' },
];

export default function SwitchColors() {
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
        {SETTINGS.map(({ color, label }) => (
          <Typography
            key={color}
            component="label"
            level="body-sm"
            startDecorator={
              <Switch variant={variant} color={color} defaultChecked />
            }
          >
            {label}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
