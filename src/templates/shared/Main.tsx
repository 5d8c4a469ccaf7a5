import React from 'react';
import Box, { type BoxProps } from '@mui/material/Box';

/** Every template's `<main>` carries this id so a skip link can reach it. */
export const MAIN_CONTENT_ID = 'main-content';

/** The template's `<main>` landmark, focusable by the skip link. */
export default function Main({ sx, children, ...other }: BoxProps) {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={[{ outline: 'none' }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...other}
    >
      {children}
    </Box>
  );
}
