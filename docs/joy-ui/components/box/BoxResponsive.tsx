import * as React from 'react';
import Box from '@mui/joy/Box';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1, sm: 2 },
        p: { xs: 1.5, md: 2.5 },
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 'md',
        maxWidth: 560,
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
          width: { xs: '100%', sm: 96 },
          height: 72,
          borderRadius: 'sm',
          bgcolor: 'primary.softBg',
          color: 'primary.softColor',
          display: 'grid',
          placeItems: 'center',
          typography: 'title-lg',
        }}
      >
        NW
      </Box>
      <Box sx={{ flex: 1 }}>
        <Box sx={{ typography: 'title-md' }}>Northwind Traders</Box>
        <Box sx={{ typography: { xs: 'body-sm', md: 'body-md' } }}>
          Wholesale coffee supplier, 42 open orders.
        </Box>
      </Box>
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          typography: 'body-xs',
          color: 'text.tertiary',
        }}
      >
        Updated 5 min ago
      </Box>
    </Box>
  );
}
