import * as React from 'react';
import Box from '@mui/material/Box';

export default function SxCallback() {
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        maxWidth: 560,
        p: 2.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 2,
        [theme.breakpoints.up('sm')]: {
          flexDirection: 'row',
          alignItems: 'center',
        },
        // Shadows barely show on a dark page: draw a border instead.
        ...theme.applyStyles('dark', {
          boxShadow: 'none',
          border: 1,
          borderColor: 'divider',
        }),
      })}
    >
      <Box sx={{ flex: 1 }}>
        <Box sx={{ typography: 'subtitle1', fontWeight: 600 }}>
          Back up your recovery codes
        </Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          You will need one of them if you lose access to your authenticator app.
        </Box>
      </Box>
      <Box
        component="button"
        type="button"
        sx={{
          flexShrink: 0,
          px: 2,
          py: 1,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 1,
          bgcolor: 'transparent',
          color: 'text.primary',
          typography: 'button',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': {
            outline: 2,
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        Download codes
      </Box>
    </Box>
  );
}
