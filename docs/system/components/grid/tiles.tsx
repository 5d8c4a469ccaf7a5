import * as React from 'react';
import { Box } from '@mui/system';

/** A labelled cell for the grid demos. */
export function Tile({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        height: 1,
        p: 1.5,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        typography: 'body2',
        color: 'text.primary',
      }}
    >
      {children}
    </Box>
  );
}
