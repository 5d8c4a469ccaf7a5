import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import SnackbarContent from '@mui/material/SnackbarContent';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export default function ZIndexLayers() {
  const { zIndex } = useTheme();
  const [appBarOnTop, setAppBarOnTop] = React.useState(false);
  const appBarLayer = appBarOnTop ? zIndex.drawer + 1 : zIndex.appBar;

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={appBarOnTop}
            onChange={(event) => setAppBarOnTop(event.target.checked)}
          />
        }
        label="Put the app bar above the drawer"
      />
      <Box
        sx={{
          position: 'relative',
          // A stacking context of its own keeps these layers inside the box.
          isolation: 'isolate',
          overflow: 'hidden',
          height: 280,
          mt: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <AppBar position="absolute" elevation={2} sx={{ zIndex: appBarLayer }}>
          <Toolbar variant="dense" sx={{ justifyContent: 'flex-end' }}>
            <Typography variant="subtitle2" component="p">
              App bar · {appBarLayer}
            </Typography>
          </Toolbar>
        </AppBar>
        <Paper
          elevation={8}
          square
          sx={{
            position: 'absolute',
            zIndex: zIndex.drawer,
            top: 0,
            bottom: 0,
            left: 0,
            width: '45%',
            p: 2,
            pt: 8,
          }}
        >
          <Typography variant="subtitle2" component="p">
            Drawer · {zIndex.drawer}
          </Typography>
        </Paper>
        <Fab
          variant="extended"
          color="secondary"
          sx={{ position: 'absolute', right: 16, bottom: 56 }}
        >
          Fab · {zIndex.fab}
        </Fab>
        <SnackbarContent
          message={`Snackbar · ${zIndex.snackbar}`}
          sx={{
            position: 'absolute',
            zIndex: zIndex.snackbar,
            left: '30%',
            right: 48,
            bottom: 16,
            minWidth: 0,
          }}
        />
      </Box>
    </div>
  );
}
