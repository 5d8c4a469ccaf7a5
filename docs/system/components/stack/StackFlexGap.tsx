import * as React from 'react';
import { Box, Stack } from '@mui/system';

const skills = [
  'TypeScript',
  'React',
  'Accessibility',
  'Design systems',
  'Node.js',
  'PostgreSQL',
  'Testing',
  'Performance',
];

export default function StackFlexGap() {
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', maxWidth: 380, m: 0, p: 0, listStyle: 'none' }}
    >
      {skills.map((skill) => (
        <Box
          component="li"
          key={skill}
          sx={{
            px: 1.5,
            py: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 999,
            typography: 'body2',
            color: 'text.primary',
          }}
        >
          {skill}
        </Box>
      ))}
    </Stack>
  );
}
