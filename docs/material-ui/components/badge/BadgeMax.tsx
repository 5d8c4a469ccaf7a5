import * as React from 'react';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import MailOutlineIcon from '@mui/icons-material/MailOutline';

export default function BadgeMax() {
  return (
    <Stack direction="row" spacing={4}>
      <Badge badgeContent={99} color="primary">
        <MailOutlineIcon />
      </Badge>
      <Badge badgeContent={100} color="primary">
        <MailOutlineIcon />
      </Badge>
      <Badge badgeContent={1000} max={999} color="primary">
        <MailOutlineIcon />
      </Badge>
      <Badge badgeContent={0} showZero color="primary">
        <MailOutlineIcon />
      </Badge>
    </Stack>
  );
}
