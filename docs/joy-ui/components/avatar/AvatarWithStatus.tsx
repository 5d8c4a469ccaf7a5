import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const PEOPLE = [
  { name: 'Ines Duarte', initials: 'ID', online: true },
  { name: 'Marek Novak', initials: 'MN', online: false },
  { name: 'Yuki Tanaka', initials: 'YT', online: true },
];

export default function AvatarWithStatus() {
  return (
    <List sx={{ maxWidth: 280, '--ListItemDecorator-size': '3rem' }}>
      {PEOPLE.map((person) => (
        <ListItem key={person.name}>
          <ListItemDecorator>
            <Badge
              color={person.online ? 'success' : 'neutral'}
              variant={person.online ? 'solid' : 'soft'}
              size="sm"
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              badgeInset="14%"
            >
              <Avatar aria-hidden="true">{person.initials}</Avatar>
            </Badge>
          </ListItemDecorator>
          <div>
            <Typography level="title-sm">{person.name}</Typography>
            <Typography level="body-xs">
              {person.online ? 'Online' : 'Offline'}
            </Typography>
          </div>
        </ListItem>
      ))}
    </List>
  );
}
