import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const tags = [
  'Vegetarian',
  'Under 30 minutes',
  'One pot',
  'Gluten free',
  'Spicy',
  'Make ahead',
  'Kid friendly',
];

export default function StackWrap() {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-start',
        maxWidth: 420,
      }}
    >
      {tags.map((tag) => (
        <Chip key={tag} label={tag} variant="outlined" />
      ))}
    </Stack>
  );
}
