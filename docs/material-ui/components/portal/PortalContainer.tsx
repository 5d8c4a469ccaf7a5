import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PortalContainer() {
  const [show, setShow] = React.useState(false);
  const [clicks, setClicks] = React.useState(0);
  const bannerRef = React.useRef<HTMLDivElement>(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Box
        sx={{
          p: 1,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Banner area, at the top of the page
        </Typography>
        <div ref={bannerRef} />
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        onClick={() => setClicks((count) => count + 1)}
      >
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Checkout
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Clicks inside this card, portaled content included: {clicks}
        </Typography>
        <Button variant="outlined" onClick={() => setShow((previous) => !previous)}>
          {show ? 'Hide' : 'Show'} the holiday notice
        </Button>
        {show && (
          <Portal container={() => bannerRef.current}>
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={() => setShow(false)}>
                  Got it
                </Button>
              }
            >
              Orders placed after 20 December ship on 2 January.
            </Alert>
          </Portal>
        )}
      </Paper>
    </Stack>
  );
}
