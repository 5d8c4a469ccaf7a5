import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
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

// Summaries and details keep their own plain, neutral text, unreadable on a solid group.
const onSolid = (variant: VariantProp, color: ColorPaletteProp) =>
  variant === 'solid' ? { variant, color } : {};

export default function AccordionVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('outlined');
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');
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
      <AccordionGroup
        variant={variant}
        color={color}
        sx={{ maxWidth: 440, borderRadius: 'md' }}
      >
        <Accordion defaultExpanded>
          <AccordionSummary {...onSolid(variant, color)}>
            Billing address
          </AccordionSummary>
          <AccordionDetails {...onSolid(variant, color)}>
            Harbor Street 12, 1011 Amsterdam, Netherlands
          </AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary {...onSolid(variant, color)}>Tax ID</AccordionSummary>
          <AccordionDetails {...onSolid(variant, color)}>
            NL 8532 1107 B01
          </AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Stack>
  );
}
