import * as React from 'react';
import Box from '@mui/joy/Box';

export default function BoxSx() {
  return (
    <Box
      sx={{
        maxWidth: 320,
        p: 2,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 'md',
        bgcolor: 'background.surface',
        transition: 'border-color 0.2s',
        '&:hover': { borderColor: 'primary.outlinedBorder' },
      }}
    >
      <Box sx={{ typography: 'title-md', mb: 0.5 }}>Storage</Box>
      <Box sx={{ typography: 'body-sm', color: 'text.secondary' }}>
        38.2 GB of 50 GB used. Photos take up the most space.
      </Box>
    </Box>
  );
}
