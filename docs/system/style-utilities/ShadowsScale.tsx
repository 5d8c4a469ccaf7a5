import * as React from 'react';
import { Box } from '@mui/system';

const levels = [0, 1, 2, 4, 8, 16, 24];

export default function ShadowsScale() {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 3,
        m: 0,
        p: 3,
        listStyle: 'none',
        bgcolor: 'background.default',
      }}
    >
      {levels.map((level) => (
        <Box
          component="li"
          key={level}
          sx={{
            display: 'grid',
            placeItems: 'center',
            height: 72,
            boxShadow: level,
            bgcolor: 'background.paper',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: 13,
            color: 'text.primary',
          }}
        >
          {`boxShadow: ${level}`}
        </Box>
      ))}
    </Box>
  );
}
