import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';

const contacts: Record<string, string[]> = {
  A: ['Aiko Tanaka', 'Amara Okafor', 'Ana Ruiz'],
  B: ['Bilal Khan'],
  C: ['Chen Wei', 'Chloé Martin'],
  D: ['Daniel Osei'],
  I: ['Inés Duarte'],
  J: ['Jonas Weber'],
  K: ['Kwame Mensah'],
  M: ['Maya Lindqvist'],
};

export default function ListStickySubheaders() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 320 }}>
      <List
        aria-label="Contacts"
        tabIndex={0}
        sx={{
          position: 'relative',
          overflow: 'auto',
          maxHeight: 280,
          '& ul': { p: 0 },
        }}
        subheader={<li />}
      >
        {Object.entries(contacts).map(([letter, names]) => (
          <li key={letter}>
            <ul>
              <ListSubheader>{letter}</ListSubheader>
              {names.map((name) => (
                <ListItem key={name}>
                  <ListItemText primary={name} />
                </ListItem>
              ))}
            </ul>
          </li>
        ))}
      </List>
    </Paper>
  );
}
