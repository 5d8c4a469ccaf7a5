import * as React from 'react';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
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

function ViewToggle({
  variant,
  color,
}: {
  variant: VariantProp;
  color: ColorPaletteProp;
}) {
  const [view, setView] = React.useState('list');
  // The plain and outlined active styles keep the color's 500 text on a 200 background, below
  // 4.5:1 for some colors; the soft variant's active text color reads well on it.
  const pressed =
    variant === 'plain' || variant === 'outlined'
      ? { '&[aria-pressed="true"]': { color: `${color}.softActiveColor` } }
      : undefined;
  return (
    <ToggleButtonGroup
      aria-label={`Layout (${color})`}
      variant={variant}
      color={color}
      value={view}
      onChange={(_event, newView) => newView && setView(newView)}
    >
      <Button value="list" sx={pressed}>
        List
      </Button>
      <Button value="board" sx={pressed}>
        Board
      </Button>
      <Button value="calendar" sx={pressed}>
        Calendar
      </Button>
    </ToggleButtonGroup>
  );
}

export default function ToggleButtonGroupColors() {
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
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {COLORS.map((color) => (
          <ViewToggle key={color} variant={variant} color={color} />
        ))}
      </Stack>
    </Stack>
  );
}
