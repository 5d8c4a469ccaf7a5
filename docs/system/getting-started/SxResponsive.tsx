import * as React from 'react';
import Box from '@mui/material/Box';

export default function SxResponsive() {
  return (
    <div>
      <Box sx={{ mb: 2, typography: 'body2', color: 'text.secondary' }}>
        The window is{' '}
        <Box component="strong" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          narrower than 600px (xs)
        </Box>
        <Box
          component="strong"
          sx={{ display: { xs: 'none', sm: 'inline', md: 'none' } }}
        >
          600px to 899px wide (sm)
        </Box>
        <Box component="strong" sx={{ display: { xs: 'none', md: 'inline' } }}>
          900px or wider (md and up)
        </Box>
        .
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: [1.5, 2, 3],
          p: { xs: 1.5, md: 3 },
          maxWidth: 640,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            flexShrink: 0,
            width: { xs: '100%', sm: 160 },
            height: { xs: 120, sm: 'auto' },
            minHeight: { sm: 120 },
            borderRadius: 1,
            background: 'linear-gradient(135deg, #f9a826 0%, #e8590c 100%)',
          }}
        />
        <div>
          <Box sx={{ typography: { xs: 'subtitle1', md: 'h6' }, fontWeight: 600 }}>
            Ceramic pour-over set
          </Box>
          <Box sx={{ mt: 0.5, typography: 'body2', color: 'text.secondary' }}>
            Hand-glazed dripper, carafe and two cups. Brews up to 600 ml, and the
            carafe is safe on a gas hob.
          </Box>
          <Box sx={{ mt: 1.5, typography: 'subtitle1', fontWeight: 600 }}>
            €64.00
          </Box>
        </div>
      </Box>
    </div>
  );
}
