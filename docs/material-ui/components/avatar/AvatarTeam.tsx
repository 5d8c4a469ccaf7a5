import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const team = [
  { name: 'Maya Lindqvist', src: '/img/material-ui/avatar/maya.svg' },
  { name: 'Kwame Mensah', src: '/img/material-ui/avatar/kwame.svg' },
  { name: 'Aiko Tanaka', src: '/img/material-ui/avatar/aiko.svg' },
];

export default function AvatarTeam() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <AvatarGroup
        max={4}
        total={9}
        sx={{
          '& .MuiAvatar-colorDefault': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
        }}
      >
        {team.map((person) => (
          <Avatar key={person.name} alt={person.name} src={person.src} />
        ))}
      </AvatarGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        9 people are editing this board
      </Typography>
    </Stack>
  );
}
