import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer, { type DrawerProps } from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { navItems } from './navItems';

type Anchor = NonNullable<DrawerProps['anchor']>;

export default function DrawerAnchors() {
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);
  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['left', 'right', 'top', 'bottom'] as const).map((side) => (
        <Button key={side} variant="outlined" onClick={() => setAnchor(side)}>
          {side}
        </Button>
      ))}
      <Drawer
        anchor={anchor ?? 'left'}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        <Box
          component="nav"
          aria-label="Store admin"
          sx={{ width: horizontal ? 'auto' : 260 }}
        >
          <List>
            {navItems.map((item) => (
              <ListItem key={item.label} disablePadding>
                <ListItemButton onClick={() => setAnchor(null)}>
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Stack>
  );
}
