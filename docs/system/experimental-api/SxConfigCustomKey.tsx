import * as React from 'react';
import { Box, ThemeProvider, type Theme } from '@mui/system';

// Adds a `size` key that sets width and height together, and `radius`, a shorter
// name for border-radius.
function withCustomSx(outer: Theme): Theme {
  return {
    ...outer,
    unstable_sxConfig: {
      ...outer.unstable_sxConfig,
      size: {
        style: ({ size }: { size?: number }) =>
          size === undefined ? null : { width: size, height: size },
      },
      radius: { cssProperty: 'borderRadius' },
    },
  };
}

const people = [
  { name: 'Leila Haddad', initials: 'LH', size: 32 },
  { name: 'Mateo Ruiz', initials: 'MR', size: 44 },
  { name: 'Hannah Berg', initials: 'HB', size: 56 },
];

export default function SxConfigCustomKey() {
  return (
    <ThemeProvider theme={withCustomSx}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2 }}>
        {people.map((person) => (
          <Box
            key={person.name}
            role="img"
            aria-label={person.name}
            sx={{
              size: person.size,
              radius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: Math.round(person.size / 3),
              fontWeight: 600,
            }}
          >
            {person.initials}
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
