import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { navItems } from './navItems';

export default function DrawerMini() {
  const [expanded, setExpanded] = React.useState(false);
  const width = expanded ? 200 : 64;

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
          width,
          flexShrink: 0,
          '& .MuiDrawer-paper': {
            width,
            position: 'relative',
            overflowX: 'hidden',
            transition: (theme) => theme.transitions.create('width'),
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            justifyContent: expanded ? 'flex-end' : 'center',
            p: 1,
          }}
        >
          <IconButton
            onClick={() => setExpanded(!expanded)}
            aria-label={expanded ? 'Collapse navigation' : 'Expand navigation'}
            aria-expanded={expanded}
          >
            {expanded ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          </IconButton>
        </Box>
        <nav aria-label="Studio admin">
          <List>
            {navItems.map((item) => (
              <ListItem key={item.label} disablePadding sx={{ display: 'block' }}>
                <Tooltip title={expanded ? '' : item.label} placement="right">
                  <ListItemButton
                    sx={{ justifyContent: expanded ? 'initial' : 'center', px: 2.5 }}
                  >
                    <ListItemIcon
                      sx={{
                        minWidth: 0,
                        mr: expanded ? 2 : 0,
                        justifyContent: 'center',
                      }}
                    >
                      {item.icon}
                    </ListItemIcon>
                    <ListItemText
                      primary={item.label}
                      sx={
                        expanded
                          ? undefined
                          : {
                              position: 'absolute',
                              width: 1,
                              height: 1,
                              overflow: 'hidden',
                              clip: 'rect(0 0 0 0)',
                            }
                      }
                    />
                  </ListItemButton>
                </Tooltip>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box sx={{ flexGrow: 1, p: 2, typography: 'body2', color: 'text.secondary' }}>
        The mini variant shows icons only until it is expanded. The labels stay in
        the page for screen readers, visually hidden.
      </Box>
    </Box>
  );
}
