import * as React from 'react';
import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import SystemUpdateAlt from '@mui/icons-material/SystemUpdateAlt';

export default function BadgeDot() {
  return (
    <Stack direction="row" spacing={3}>
      <Badge size="sm" badgeInset="6px">
        <IconButton variant="plain" aria-label="Notifications, new activity">
          <NotificationsNone />
        </IconButton>
      </Badge>
      <Badge size="sm" color="warning" badgeInset="6px">
        <IconButton variant="plain" aria-label="Updates, an update is available">
          <SystemUpdateAlt />
        </IconButton>
      </Badge>
    </Stack>
  );
}
