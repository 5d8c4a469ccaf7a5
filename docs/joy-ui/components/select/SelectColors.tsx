import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
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

export default function SelectColors() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
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
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {COLORS.map((color) => (
          <Select
            key={color}
            variant={variant}
            color={color}
            aria-label={`Ticket status (${color})`}
            defaultValue="open"
            sx={{ minWidth: 140 }}
          >
            <Option value="open">Open</Option>
            <Option value="pending">Pending</Option>
            <Option value="closed">Closed</Option>
          </Select>
        ))}
      </Stack>
    </Stack>
  );
}
