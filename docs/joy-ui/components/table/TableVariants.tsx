import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const COLORS: ColorPaletteProp[] = [
  'neutral',
  'primary',
  'success',
  'warning',
  'danger',
];

export default function TableVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel>Variant</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={variant}
          onChange={(event) => setVariant(event.target.value as VariantProp)}
          sx={{ flexWrap: 'wrap', gap: 2 }}
        >
          {VARIANTS.map((option) => (
            <Radio key={option} value={option} label={option} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel>Color</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={color}
          onChange={(event) => setColor(event.target.value as ColorPaletteProp)}
          sx={{ flexWrap: 'wrap', gap: 2 }}
        >
          {COLORS.map((option) => (
            <Radio key={option} value={option} label={option} />
          ))}
        </RadioGroup>
      </FormControl>
      <Table variant={variant} color={color} sx={{ borderRadius: 'sm' }}>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">Seats</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Starter</td>
            <td>5</td>
            <td>$12 / month</td>
          </tr>
          <tr>
            <td>Team</td>
            <td>25</td>
            <td>$49 / month</td>
          </tr>
          <tr>
            <td>Business</td>
            <td>100</td>
            <td>$149 / month</td>
          </tr>
        </tbody>
      </Table>
    </Stack>
  );
}
