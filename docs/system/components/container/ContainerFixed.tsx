import * as React from 'react';
import { Box, Container } from '@mui/system';

export default function ContainerFixed() {
  return (
    <Box sx={{ py: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Container fixed>
        <Box
          component="article"
          sx={{
            p: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.primary',
          }}
        >
          <Box component="h3" sx={{ m: 0, typography: 'h6' }}>
            Field notes: the Dolomites in October
          </Box>
          <Box
            component="p"
            sx={{ mb: 0, typography: 'body2', color: 'text.secondary' }}
          >
            With <code>fixed</code>, this column snaps to the width of the current
            breakpoint and only changes when the window crosses the next one.
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
