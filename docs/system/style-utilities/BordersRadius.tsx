import * as React from 'react';
import Box from '@mui/material/Box';

const shapes = [
  { value: 0, css: '0' },
  { value: 1, css: '4px' },
  { value: 2, css: '8px' },
  { value: 4, css: '16px' },
  { value: '50%', css: '50%' },
  { value: '999px', css: '999px' },
];

export default function BordersRadius() {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 3,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {shapes.map((shape) => (
        <Box
          component="li"
          key={shape.css}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          <Box
            sx={{
              width: shape.value === '999px' ? 112 : 64,
              height: 64,
              borderRadius: shape.value,
              bgcolor: 'primary.main',
            }}
          />
          <span>
            {typeof shape.value === 'string' ? `'${shape.value}'` : shape.value}
          </span>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {shape.css}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
