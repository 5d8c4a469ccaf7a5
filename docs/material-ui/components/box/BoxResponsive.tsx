import * as React from 'react';
import Box from '@mui/material/Box';

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        // Stacked on phones, side by side from the `sm` breakpoint (600px) up.
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1.5, sm: 3 },
        p: { xs: 2, md: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: { xs: 48, sm: 64 },
          height: { xs: 48, sm: 64 },
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          typography: { xs: 'subtitle1', sm: 'h6' },
        }}
      >
        AK
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ typography: { xs: 'subtitle1', sm: 'h6' } }}>Amara Kovač</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          Head of field research · Ljubljana office · joined March 2021
        </Box>
      </Box>
    </Box>
  );
}
