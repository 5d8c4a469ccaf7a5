import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const people = [
  { name: 'Maya Lindqvist', src: '/img/material-ui/avatar/maya.svg' },
  { name: 'Kwame Mensah', src: '/img/material-ui/avatar/kwame.svg' },
  { name: 'Aiko Tanaka', src: '/img/material-ui/avatar/aiko.svg' },
];

export default function AvatarImage() {
  return (
    <Stack direction="row" spacing={2}>
      {people.map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.src} />
      ))}
    </Stack>
  );
}
