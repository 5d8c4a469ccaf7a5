import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import MailOutlineIcon from '@mui/icons-material/MailOutline';

export default function BadgeMax() {
  return (
    <Stack direction="row" spacing={4}>
      <Badge badgeContent={99} color="primary" aria-label="99 messages">
        <MailOutlineIcon />
      </Badge>
      <Badge badgeContent={100} color="primary" aria-label="100 messages">
        <MailOutlineIcon />
      </Badge>
      <Badge
        badgeContent={1000}
        max={999}
        color="primary"
        aria-label="1000 messages"
      >
        <MailOutlineIcon />
      </Badge>
      <Badge badgeContent={0} showZero color="primary" aria-label="No messages">
        <MailOutlineIcon />
      </Badge>
    </Stack>
  );
}
