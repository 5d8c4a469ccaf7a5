import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const people = [
  { name: 'Amara Okafor', role: 'Design lead', initials: 'AO' },
  { name: 'Noah Berg', role: 'Researcher', initials: 'NB' },
  { name: 'Inés Duarte', role: 'Engineer', initials: 'ID' },
];

export default function DividerInset() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List aria-label="Project members">
        {people.map((person, index) => (
          <React.Fragment key={person.name}>
            {index > 0 && (
              <li aria-hidden="true">
                <Divider variant="inset" />
              </li>
            )}
            <ListItem>
              <ListItemAvatar>
                <Avatar
                  aria-hidden="true"
                  sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
                >
                  {person.initials}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={person.name} secondary={person.role} />
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </Paper>
  );
}
