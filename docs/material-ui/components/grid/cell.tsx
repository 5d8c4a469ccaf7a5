import * as React from 'react';
import Box from '@mui/material/Box';

/** A shaded, labelled block that shows where a grid item starts and ends. */
export function Cell({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 1,
        typography: 'body2',
        textAlign: 'center',
        color: 'text.primary',
        bgcolor: 'action.selected',
      }}
    >
      {children}
    </Box>
  );
}
