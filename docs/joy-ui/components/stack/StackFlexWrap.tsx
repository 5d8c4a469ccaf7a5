import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const TAGS = [
  'TypeScript',
  'Accessibility',
  'Design systems',
  'React',
  'Testing',
  'Performance',
  'Documentation',
  'CSS',
];

export default function StackFlexWrap() {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', maxWidth: 360 }}
    >
      {TAGS.map((tag) => (
        <Chip key={tag} variant="soft">
          {tag}
        </Chip>
      ))}
    </Stack>
  );
}
