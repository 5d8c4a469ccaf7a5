import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const messages = [
  {
    from: 'Léa Fontaine',
    initials: 'LF',
    subject: 'Venue for the offsite',
    preview: 'The Lyon space is free on 12 June if we confirm this week.',
  },
  {
    from: 'Ravi Iyer',
    initials: 'RI',
    subject: 'Build times',
    preview: 'Caching the API extraction cut CI by four minutes.',
  },
  {
    from: 'Sofia Rossi',
    initials: 'SR',
    subject: 'New icons',
    preview: 'Uploaded the outlined set, 48 icons, to the shared drive.',
  },
];

export default function ListAvatars() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 440 }}>
      <List>
        {messages.map((message, index) => (
          <React.Fragment key={message.from}>
            {index > 0 && (
              <li aria-hidden="true">
                <Divider variant="inset" />
              </li>
            )}
            <ListItem alignItems="flex-start">
              <ListItemAvatar>
                <Avatar
                  sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
                >
                  {message.initials}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={message.subject}
                secondary={`${message.from} — ${message.preview}`}
              />
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </Paper>
  );
}
