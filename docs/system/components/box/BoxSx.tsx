import * as React from 'react';
import { Box } from '@mui/system';

export default function BoxSx() {
  return (
    <Box
      component="a"
      href="#listing"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        maxWidth: 520,
        p: 2,
        color: 'text.primary',
        textDecoration: 'none',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { boxShadow: 4, borderColor: 'transparent' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: { xs: 1, sm: 120 },
          height: 96,
          borderRadius: 1,
          background: 'linear-gradient(135deg, #2e7d32, #81c784)',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ typography: 'overline', color: 'text.secondary' }}>
          Cabin · Sleeps 4
        </Box>
        <Box sx={{ typography: 'subtitle1', fontWeight: 'fontWeightMedium' }}>
          Lakeside cabin near Bled
        </Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          Wood stove, private jetty, 10 minutes from the old town.
        </Box>
        <Box sx={{ mt: 1, typography: 'subtitle2' }}>€140 per night</Box>
      </Box>
    </Box>
  );
}
