import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { team, type TeamMember } from './team';

function byName(a: TeamMember, b: TeamMember) {
  return a.name.localeCompare(b.name);
}

export default function TeamList() {
  return (
    <List dense sx={{ maxWidth: 320 }}>
      {[...team].sort(byName).map((member) => (
        <ListItem key={member.name}>
          <ListItemText primary={member.name} secondary={member.role} />
        </ListItem>
      ))}
    </List>
  );
}
