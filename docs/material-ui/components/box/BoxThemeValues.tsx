import * as React from 'react';
import Box from '@mui/material/Box';

const colors = ['primary', 'secondary', 'success', 'warning', 'error'] as const;
const steps = [1, 2, 4, 6];

export default function BoxThemeValues() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {colors.map((color) => (
          <Box
            key={color}
            sx={{
              px: 1.5,
              py: 0.75,
              borderRadius: 1,
              typography: 'body2',
              bgcolor: `${color}.main`,
              color: `${color}.contrastText`,
            }}
          >
            {color}.main
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {steps.map((step) => (
          <Box key={step} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box
              sx={{
                width: (theme) => theme.spacing(step * 4),
                height: 12,
                bgcolor: 'primary.main',
                borderRadius: 0.5,
              }}
            />
            <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
              width: theme.spacing({step * 4})
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        sx={(theme) => ({
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          typography: 'body2',
          [theme.breakpoints.up('md')]: {
            borderColor: 'primary.main',
            borderStyle: 'dashed',
          },
        })}
      >
        The border turns dashed and primary from the md breakpoint (900px) up.
      </Box>
    </Box>
  );
}
