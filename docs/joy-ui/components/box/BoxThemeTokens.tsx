import * as React from 'react';
import Box from '@mui/joy/Box';

const RADII = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const SHADOWS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function BoxThemeTokens() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {RADII.map((radius) => (
          <Box
            key={radius}
            sx={{
              width: 64,
              height: 48,
              display: 'grid',
              placeItems: 'center',
              borderRadius: radius,
              bgcolor: 'primary.softBg',
              color: 'primary.softColor',
              typography: 'body-sm',
            }}
          >
            {radius}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {SHADOWS.map((shadow) => (
          <Box
            key={shadow}
            sx={{
              width: 64,
              height: 48,
              display: 'grid',
              placeItems: 'center',
              borderRadius: 'sm',
              boxShadow: shadow,
              bgcolor: 'background.surface',
              typography: 'body-sm',
            }}
          >
            {shadow}
          </Box>
        ))}
      </Box>
      <Box
        sx={(theme) => ({
          p: 1.5,
          borderRadius: 'md',
          borderInlineStart: `4px solid ${theme.vars.palette.success.solidBg}`,
          bgcolor: 'success.softBg',
          color: 'success.softColor',
          typography: 'body-sm',
          maxWidth: 360,
        })}
      >
        Payment of $1,240.00 received from Northwind Traders.
      </Box>
    </Box>
  );
}
