import * as React from 'react';
import Button from '@mui/joy/Button';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

const ACTIONS: { label: string; hint: string; color: ColorPaletteProp }[] = [
  { label: 'Publish', hint: 'Visible to everyone', color: 'primary' },
  { label: 'Duplicate', hint: 'Creates a copy in Drafts', color: 'neutral' },
  { label: 'Approve', hint: 'Notifies the author', color: 'success' },
  { label: 'Archive', hint: 'Hidden from search', color: 'warning' },
  { label: 'Delete', hint: 'This cannot be undone', color: 'danger' },
];

export default function TooltipColors() {
  const [variant, setVariant] = React.useState<VariantProp>('solid');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Tooltip variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {VARIANTS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {ACTIONS.map((action) => (
          <Tooltip
            key={action.label}
            title={action.hint}
            variant={variant}
            color={action.color}
            describeChild
          >
            <Button variant="outlined" color={action.color}>
              {action.label}
            </Button>
          </Tooltip>
        ))}
      </Stack>
    </Stack>
  );
}
