import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {
  createTheme,
  ThemeProvider,
  THEME_ID,
  useTheme,
  type PaletteMode,
} from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface ZIndex {
    announcement: number;
  }
}

function createAppTheme(mode: PaletteMode) {
  // Between appBar (1100) and drawer (1200).
  return createTheme({
    palette: { mode, contrastThreshold: 4.5 },
    zIndex: { announcement: 1150 },
  });
}

const themes = { light: createAppTheme('light'), dark: createAppTheme('dark') };

export default function ZIndexCustomLayer() {
  const { mode } = useTheme().palette;
  const [open, setOpen] = React.useState(false);

  return (
    // THEME_ID makes this theme replace the page's theme instead of merging into it.
    <ThemeProvider theme={{ [THEME_ID]: themes[mode] }}>
      <Box
        sx={{
          position: 'relative',
          isolation: 'isolate',
          overflow: 'hidden',
          height: 240,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <AppBar position="absolute">
          <Toolbar variant="dense">
            <Button
              color="inherit"
              aria-expanded={open}
              onClick={() => setOpen((previous) => !previous)}
            >
              {open ? 'Close' : 'Open'} navigation
            </Button>
          </Toolbar>
        </AppBar>
        <Box
          role="status"
          sx={{
            position: 'absolute',
            zIndex: 'announcement',
            top: 32,
            left: 16,
            right: 16,
            px: 2,
            py: 1,
            borderRadius: 1,
            boxShadow: 3,
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
          }}
        >
          <Typography variant="body2">
            Maintenance tonight 22:00–23:00. Payments may be delayed.
          </Typography>
        </Box>
        {open && (
          <Paper
            elevation={8}
            square
            sx={{
              position: 'absolute',
              zIndex: 'drawer',
              top: 0,
              bottom: 0,
              left: 0,
              width: 220,
              p: 2,
              pt: 7,
            }}
          >
            <Typography variant="subtitle2" component="p">
              Orders · Customers · Reports
            </Typography>
          </Paper>
        )}
      </Box>
    </ThemeProvider>
  );
}
