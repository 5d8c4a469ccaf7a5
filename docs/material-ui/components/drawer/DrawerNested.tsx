import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  { label: 'Catalog', children: ['Products', 'Collections', 'Inventory'] },
  { label: 'Sales', children: ['Orders', 'Returns', 'Discounts'] },
];

export default function DrawerNested() {
  const [open, setOpen] = React.useState(false);
  const [expanded, setExpanded] = React.useState<string | null>('Catalog');

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open store menu
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Store" sx={{ width: 260 }}>
          <List subheader={<ListSubheader>Kiln &amp; Co. admin</ListSubheader>}>
            {sections.map((section) => (
              <ListItem key={section.label} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  aria-expanded={expanded === section.label}
                  onClick={() =>
                    setExpanded(expanded === section.label ? null : section.label)
                  }
                >
                  <ListItemText primary={section.label} />
                  {expanded === section.label ? (
                    <ExpandLessIcon />
                  ) : (
                    <ExpandMoreIcon />
                  )}
                </ListItemButton>
                <Collapse in={expanded === section.label} unmountOnExit>
                  <List disablePadding>
                    {section.children.map((child) => (
                      <ListItemButton
                        key={child}
                        sx={{ pl: 4 }}
                        onClick={() => setOpen(false)}
                      >
                        <ListItemText primary={child} />
                      </ListItemButton>
                    ))}
                  </List>
                </Collapse>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </div>
  );
}
