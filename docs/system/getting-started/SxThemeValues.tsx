import * as React from 'react';
import Box from '@mui/material/Box';

export default function SxThemeValues() {
  return (
    <Box
      sx={{
        maxWidth: 360,
        p: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <Box sx={{ typography: 'overline', color: 'text.secondary' }}>
        Current plan
      </Box>
      <Box sx={{ typography: 'h5', fontWeight: 'fontWeightBold' }}>Studio</Box>
      <Box sx={{ mt: 0.5, typography: 'body2', color: 'text.secondary' }}>
        5 editors · 200 GB storage · priority support
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, my: 2 }}>
        <Box sx={{ typography: 'h4' }}>€24</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>per month</Box>
      </Box>
      <Box
        component="button"
        type="button"
        sx={{
          width: 1,
          py: 1,
          border: 0,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          typography: 'button',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'primary.dark' },
          '&:focus-visible': {
            outline: 2,
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        Upgrade to Business
      </Box>
    </Box>
  );
}
