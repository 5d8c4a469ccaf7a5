import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function RadioVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('outlined');
  return (
    <FormControl>
      <FormLabel>Variant</FormLabel>
      <RadioGroup
        orientation="horizontal"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ '--RadioGroup-gap': '0px', flexWrap: 'wrap', gap: 2 }}
      >
        {VARIANTS.map((option) => (
          <Radio key={option} value={option} label={option} variant={variant} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
