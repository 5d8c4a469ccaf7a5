import * as React from 'react';
import { Box } from '@mui/system';

export default function BoxComponent() {
  return (
    <Box
      component="nav"
      aria-label="Breadcrumb"
      sx={{ typography: 'body2', color: 'text.secondary' }}
    >
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        <li>
          <Box component="a" href="#home" sx={{ color: 'primary.main' }}>
            Home
          </Box>
        </li>
        <li aria-hidden>/</li>
        <li>
          <Box component="a" href="#outdoor" sx={{ color: 'primary.main' }}>
            Outdoor gear
          </Box>
        </li>
        <li aria-hidden>/</li>
        <Box component="li" aria-current="page" sx={{ color: 'text.primary' }}>
          Ultralight tent
        </Box>
      </Box>
    </Box>
  );
}
