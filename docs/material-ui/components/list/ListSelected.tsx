import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const sections = ['Profile', 'Notifications', 'Security', 'Billing'];

export default function ListSelected() {
  const [selected, setSelected] = React.useState('Notifications');

  return (
    <Paper variant="outlined" sx={{ maxWidth: 280 }}>
      <nav aria-label="Settings sections">
        <List>
          {sections.map((section) => (
            <ListItem key={section} disablePadding>
              <ListItemButton
                selected={selected === section}
                aria-current={selected === section ? 'page' : undefined}
                onClick={() => setSelected(section)}
              >
                <ListItemText primary={section} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </nav>
    </Paper>
  );
}
