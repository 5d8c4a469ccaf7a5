import * as React from 'react';
import Box from '@mui/material/Box';

const labels = [
  { key: 'xs', text: 'xs (below 600px)', display: { xs: 'inline', sm: 'none' } },
  {
    key: 'sm',
    text: 'sm (600–899px)',
    display: { xs: 'none', sm: 'inline', md: 'none' },
  },
  {
    key: 'md',
    text: 'md (900–1199px)',
    display: { xs: 'none', md: 'inline', lg: 'none' },
  },
  {
    key: 'lg',
    text: 'lg (1200–1535px)',
    display: { xs: 'none', lg: 'inline', xl: 'none' },
  },
  { key: 'xl', text: 'xl (1536px and up)', display: { xs: 'none', xl: 'inline' } },
];

/** Names the window's current breakpoint, with CSS only, so it is right on the server too. */
export function CurrentBreakpoint() {
  return (
    <Box
      component="p"
      sx={{ m: 0, mb: 2, typography: 'body2', color: 'text.secondary' }}
    >
      Window breakpoint:{' '}
      {labels.map((label) => (
        <Box
          key={label.key}
          component="strong"
          sx={{ display: label.display, color: 'text.primary' }}
        >
          {label.text}
        </Box>
      ))}
    </Box>
  );
}
