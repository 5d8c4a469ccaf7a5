import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export default function AppBarDense() {
  return (
    <Stack spacing={2}>
      <AppBar position="static" color="secondary">
        <Toolbar variant="dense">
          <IconButton edge="start" color="inherit" aria-label="Back" sx={{ mr: 1 }}>
            <ArrowBackIcon />
          </IconButton>
          <Typography variant="subtitle1" component="div">
            Dense toolbar, 48 px
          </Typography>
        </Toolbar>
      </AppBar>
      <AppBar position="static">
        <Toolbar sx={{ minHeight: 128, alignItems: 'flex-end', pb: 2 }}>
          <Typography variant="h5" component="div">
            Prominent toolbar
          </Typography>
        </Toolbar>
      </AppBar>
    </Stack>
  );
}
