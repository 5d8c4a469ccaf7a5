import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const MESSAGES = [
  {
    from: 'Amara Okafor',
    initials: 'AO',
    subject: 'Venue confirmed for the offsite',
    time: '09:42',
  },
  {
    from: 'Lucas Martin',
    initials: 'LM',
    subject: 'Invoice INV-2231 is ready for approval',
    time: 'Yesterday',
  },
  {
    from: 'Hana Sato',
    initials: 'HS',
    subject: 'Notes from the accessibility audit',
    time: 'Mon',
  },
];

export default function InboxList() {
  // Opening a message marks it as read.
  const [unread, setUnread] = React.useState(['Amara Okafor', 'Lucas Martin']);
  return (
    <List
      aria-label="Inbox"
      variant="outlined"
      sx={{ maxWidth: 360, borderRadius: 'sm', '--ListItemDecorator-size': '52px' }}
    >
      {MESSAGES.map((message, index) => (
        <React.Fragment key={message.subject}>
          {index > 0 && <ListDivider inset="startContent" aria-hidden="true" />}
          <ListItem>
            <ListItemButton
              onClick={() =>
                setUnread((list) => list.filter((name) => name !== message.from))
              }
            >
              <ListItemDecorator>
                <Avatar size="sm">{message.initials}</Avatar>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">
                  {message.from}
                  {unread.includes(message.from) && (
                    <Typography
                      component="span"
                      level="body-xs"
                      color="primary"
                      sx={{ ml: 1 }}
                    >
                      New
                    </Typography>
                  )}
                </Typography>
                <Typography
                  level="body-sm"
                  noWrap
                  sx={{
                    fontWeight: unread.includes(message.from) ? 'lg' : undefined,
                  }}
                >
                  {message.subject}
                </Typography>
              </ListItemContent>
              <Typography level="body-xs" sx={{ alignSelf: 'flex-start' }}>
                {message.time}
              </Typography>
            </ListItemButton>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
