import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function ListItemColors() {
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
      <List sx={{ maxWidth: 320, '--List-gap': '0.5rem' }}>
        <ListItem variant={variant} color="primary">
          Build #812 is running
        </ListItem>
        <ListItem variant={variant} color="neutral">
          Build #811 was skipped
        </ListItem>
        <ListItem variant={variant} color="success">
          Build #810 passed
        </ListItem>
        <ListItem variant={variant} color="warning">
          Build #809 passed with warnings
        </ListItem>
        <ListItem variant={variant} color="danger">
          Build #808 failed
        </ListItem>
      </List>
    </Stack>
  );
}
