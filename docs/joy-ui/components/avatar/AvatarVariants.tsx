import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

const PEOPLE: { name: string; initials: string; color: ColorPaletteProp }[] = [
  { name: 'Priya Nair', initials: 'PN', color: 'primary' },
  { name: 'Jonas Weber', initials: 'JW', color: 'neutral' },
  { name: 'Amara Okafor', initials: 'AO', color: 'success' },
  { name: 'Lucía Romero', initials: 'LR', color: 'warning' },
  { name: 'Tom Becker', initials: 'TB', color: 'danger' },
];

export default function AvatarVariants() {
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
        {PEOPLE.map((person) => (
          <Avatar
            key={person.name}
            role="img"
            aria-label={person.name}
            variant={variant}
            color={person.color}
          >
            {person.initials}
          </Avatar>
        ))}
      </Stack>
    </Stack>
  );
}
