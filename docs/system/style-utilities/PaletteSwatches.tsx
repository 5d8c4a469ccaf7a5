import * as React from 'react';
import Box from '@mui/material/Box';

const values = [
  { value: 'primary.main', note: 'theme.palette.primary.main' },
  { value: 'primary.light', note: 'theme.palette.primary.light' },
  { value: 'primary.dark', note: 'theme.palette.primary.dark' },
  { value: 'text.secondary', note: 'theme.palette.text.secondary' },
  { value: 'divider', note: 'theme.palette.divider' },
  { value: 'grey.400', note: 'theme.palette.grey[400]' },
  { value: 'grey', note: 'the CSS keyword grey' },
  { value: '#00796b', note: 'not a theme path: used as is' },
  { value: 'rgb(255 112 67)', note: 'not a theme path: used as is' },
];

export default function PaletteSwatches() {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 4,
        rowGap: 1.5,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {values.map((item) => (
        <Box
          component="li"
          key={item.value}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <Box
            sx={{
              flexShrink: 0,
              width: 40,
              height: 40,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: item.value,
            }}
          />
          <div>
            <Box sx={{ fontFamily: 'monospace', fontSize: 13 }}>
              bgcolor: &apos;{item.value}&apos;
            </Box>
            <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
              {item.note}
            </Box>
          </div>
        </Box>
      ))}
    </Box>
  );
}
