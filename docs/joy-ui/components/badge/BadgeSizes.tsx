import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';

export default function BadgeSizes() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <Badge size="sm" badgeContent={3} badgeInset="14%">
        <Avatar size="sm" role="img" aria-label="Ravi Shah, 3 new messages">
          RS
        </Avatar>
      </Badge>
      <Badge size="md" badgeContent={3} badgeInset="14%">
        <Avatar size="md" role="img" aria-label="Ravi Shah, 3 new messages">
          RS
        </Avatar>
      </Badge>
      <Badge size="lg" badgeContent={3} badgeInset="14%">
        <Avatar size="lg" role="img" aria-label="Ravi Shah, 3 new messages">
          RS
        </Avatar>
      </Badge>
    </Stack>
  );
}
