import * as React from 'react';
import Box from '@mui/material/Box';

const departures = [
  { time: '09:12', to: 'Lyon Part-Dieu', platform: '4', delay: '' },
  {
    time: '09:25',
    to: 'Marseille Saint-Charles',
    platform: '11',
    delay: 'Delayed 10 min',
  },
  { time: '09:40', to: 'Genève Cornavin', platform: '7', delay: '' },
  { time: '09:58', to: 'Dijon Ville', platform: '2', delay: '' },
];

export default function BoxSx() {
  return (
    <Box
      component="ul"
      aria-label="Next departures"
      sx={{
        maxWidth: 440,
        m: 0,
        p: 0,
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        typography: 'body2',
        // Nested selectors and pseudo-classes: only `sx` can express these.
        '& > li': {
          display: 'flex',
          alignItems: 'baseline',
          gap: 2,
          px: 2,
          py: 1.25,
        },
        '& > li + li': { borderTop: 1, borderColor: 'divider' },
        '& > li:hover': { bgcolor: 'action.hover' },
        '& time': {
          fontWeight: 'fontWeightMedium',
          fontVariantNumeric: 'tabular-nums',
        },
      }}
    >
      {departures.map((train) => (
        <li key={train.time}>
          <time>{train.time}</time>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {train.to}
          </Box>
          {train.delay && (
            <Box component="span" sx={{ color: 'error.main' }}>
              {train.delay}
            </Box>
          )}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Platform {train.platform}
          </Box>
        </li>
      ))}
    </Box>
  );
}
