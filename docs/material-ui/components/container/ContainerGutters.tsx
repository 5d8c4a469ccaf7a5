import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

function Banner({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        py: 1.5,
        px: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        typography: 'body2',
      }}
    >
      {children}
    </Box>
  );
}

export default function ContainerGutters() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'text.secondary',
        borderRadius: 1,
      }}
    >
      <Container maxWidth="sm" sx={{ bgcolor: 'action.selected' }}>
        <Banner>Gutters: the summer timetable starts on 6 July.</Banner>
      </Container>
      <Container maxWidth="sm" disableGutters sx={{ bgcolor: 'action.selected' }}>
        <Banner>disableGutters: the banner touches the edges.</Banner>
      </Container>
    </Box>
  );
}
