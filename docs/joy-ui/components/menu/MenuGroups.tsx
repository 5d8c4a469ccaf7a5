import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

const GROUPS = [
  { title: 'Workspace', items: ['Members', 'Integrations', 'Usage'] },
  { title: 'Personal', items: ['Profile', 'Notifications'] },
];

export default function MenuGroups() {
  return (
    <Dropdown>
      <MenuButton>Settings</MenuButton>
      <Menu placement="bottom-start" sx={{ minWidth: 200 }}>
        {GROUPS.map((group) => (
          <React.Fragment key={group.title}>
            <ListItem nested>
              <ListSubheader>{group.title}</ListSubheader>
              <List>
                {group.items.map((item) => (
                  <MenuItem key={item}>{item}</MenuItem>
                ))}
              </List>
            </ListItem>
            <ListDivider />
          </React.Fragment>
        ))}
        <MenuItem>Sign out</MenuItem>
      </Menu>
    </Dropdown>
  );
}
