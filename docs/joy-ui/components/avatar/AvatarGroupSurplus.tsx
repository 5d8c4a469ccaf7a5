import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const MEMBERS = [
  'Hana Sato',
  'Omar Haddad',
  'Elena Petrova',
  'Kwame Mensah',
  'Clara Jensen',
  'Diego Alvarez',
  'Nora Lindqvist',
];

const MAX_VISIBLE = 4;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function AvatarGroupSurplus() {
  const labelId = React.useId();
  const visible = MEMBERS.slice(0, MAX_VISIBLE);
  const surplus = MEMBERS.length - visible.length;
  return (
    <Stack spacing={1}>
      <Typography level="title-sm" id={labelId}>
        Project members
      </Typography>
      <AvatarGroup role="group" aria-labelledby={labelId}>
        {visible.map((name) => (
          <Avatar key={name} role="img" aria-label={name}>
            {initials(name)}
          </Avatar>
        ))}
        {surplus > 0 && (
          <Avatar role="img" aria-label={`and ${surplus} more`}>
            +{surplus}
          </Avatar>
        )}
      </AvatarGroup>
    </Stack>
  );
}
