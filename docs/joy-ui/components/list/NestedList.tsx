import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';

const GROUPS = [
  { title: 'Account', items: ['Profile', 'Password', 'Two-factor login'] },
  { title: 'Workspace', items: ['Members', 'Billing', 'Integrations'] },
];

export default function NestedList() {
  const [current, setCurrent] = React.useState('Profile');
  return (
    <List
      aria-label="Settings"
      variant="outlined"
      size="sm"
      sx={{ maxWidth: 260, borderRadius: 'sm' }}
    >
      {GROUPS.map((group) => (
        <ListItem nested key={group.title}>
          <ListSubheader>{group.title}</ListSubheader>
          <List>
            {group.items.map((item) => (
              <ListItem key={item}>
                <ListItemButton
                  selected={current === item}
                  aria-current={current === item ? 'true' : undefined}
                  onClick={() => setCurrent(item)}
                >
                  {item}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </ListItem>
      ))}
    </List>
  );
}
