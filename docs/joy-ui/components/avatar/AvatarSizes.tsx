import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar size="sm" role="img" aria-label="Sofia Lind">
        SL
      </Avatar>
      <Avatar size="md" role="img" aria-label="Sofia Lind">
        SL
      </Avatar>
      <Avatar size="lg" role="img" aria-label="Sofia Lind">
        SL
      </Avatar>
    </Stack>
  );
}
