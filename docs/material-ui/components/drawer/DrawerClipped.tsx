import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { navItems } from './navItems';

export default function DrawerClipped() {
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        height: 320,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <AppBar
        position="absolute"
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar variant="dense">
          <Typography variant="subtitle1" component="div">
            Kiln &amp; Co. admin
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          width: 200,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: 200, position: 'relative' },
        }}
      >
        <Toolbar variant="dense" />
        <nav aria-label="Admin">
          <List dense>
            {navItems.map((item) => (
              <ListItem key={item.label} disablePadding>
                <ListItemButton>
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box sx={{ flexGrow: 1, p: 2 }}>
        <Toolbar variant="dense" />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The app bar sits above the drawer here: its z-index is one above the
          drawer&apos;s, and an empty toolbar in each column keeps the content below
          the bar.
        </Typography>
      </Box>
    </Box>
  );
}
