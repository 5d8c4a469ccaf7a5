import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';
import { navItems } from './navItems';

const WIDTH = 200;

export default function DrawerPersistent() {
  const [open, setOpen] = React.useState(true);
  const drawerId = React.useId();

  return (
    <Box
      sx={{
        display: 'flex',
        height: 300,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Drawer
        variant="persistent"
        anchor="left"
        open={open}
        id={drawerId}
        sx={{
          width: open ? WIDTH : 0,
          flexShrink: 0,
          transition: (theme) => theme.transitions.create('width'),
          '& .MuiDrawer-paper': { width: WIDTH, position: 'relative' },
        }}
      >
        <Toolbar variant="dense" sx={{ justifyContent: 'flex-end' }}>
          <IconButton onClick={() => setOpen(false)} aria-label="Hide navigation">
            <ChevronLeftIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        <nav aria-label="Warehouse admin">
          <List>
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
        {!open && (
          <IconButton
            onClick={() => setOpen(true)}
            aria-label="Show navigation"
            aria-controls={drawerId}
            aria-expanded={open}
            sx={{ mb: 1 }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A persistent drawer stays open until people close it, and the content moves
          over to make room for it.
        </Typography>
      </Box>
    </Box>
  );
}
