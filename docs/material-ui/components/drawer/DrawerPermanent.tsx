import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { navItems } from './navItems';

export default function DrawerPermanent() {
  const [selected, setSelected] = React.useState('Dashboard');

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
        variant="permanent"
        sx={{
          width: 200,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: 200, position: 'relative' },
        }}
      >
        <nav aria-label="Store admin">
          <List>
            {navItems.map((item) => (
              <ListItem key={item.label} disablePadding>
                <ListItemButton
                  selected={item.label === selected}
                  aria-current={item.label === selected ? 'page' : undefined}
                  onClick={() => setSelected(item.label)}
                >
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box sx={{ flexGrow: 1, p: 2 }}>
        <Typography variant="h6" component="h3">
          {selected}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A permanent drawer is always visible beside the content.
        </Typography>
      </Box>
    </Box>
  );
}
