import * as React from 'react';
import Box from '@mui/material/Box';

export default function StatusBadge() {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        bgcolor: 'success.main',
        color: 'success.contrastText',
        fontSize: 14,
        fontWeight: 600,
      }}
    >
      <Box
        component="span"
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor' }}
      />
      All systems operational
    </Box>
  );
}
