import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Typography from '@mui/material/Typography';

function OrderNote() {
  return (
    <Box sx={{ p: 2 }}>
      Order <b>#4821</b> leaves our Utrecht warehouse on Monday 18 November and
      arrives within two working days.
    </Box>
  );
}

export default function CssBaselineScoped() {
  return (
    <Box
      sx={{
        // The host page's own styles, inherited by everything inside.
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontSize: '1.125rem',
        lineHeight: 1.9,
        letterSpacing: '0.02em',
        color: 'text.secondary',
        bgcolor: 'action.hover',
        p: 2,
        borderRadius: 1,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
      }}
    >
      <div>
        <Typography variant="overline" component="h3" sx={{ color: 'text.primary' }}>
          Without ScopedCssBaseline
        </Typography>
        <OrderNote />
      </div>
      <div>
        <Typography variant="overline" component="h3" sx={{ color: 'text.primary' }}>
          With ScopedCssBaseline
        </Typography>
        <ScopedCssBaseline sx={{ borderRadius: 1 }}>
          <OrderNote />
        </ScopedCssBaseline>
      </div>
    </Box>
  );
}
