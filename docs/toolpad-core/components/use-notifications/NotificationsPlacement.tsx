import * as React from 'react';
import Button from '@mui/material/Button';
import {
  NotificationsProvider,
  useNotifications,
} from '@toolpad/core/useNotifications';

function CopyLinkButton() {
  const notifications = useNotifications();

  return (
    <Button
      variant="outlined"
      onClick={() =>
        notifications.show('Share link for “Q4 board deck” copied.', {
          severity: 'info',
          autoHideDuration: 3000,
        })
      }
    >
      Copy share link
    </Button>
  );
}

export default function NotificationsPlacement() {
  return (
    <NotificationsProvider
      slotProps={{
        snackbar: { anchorOrigin: { vertical: 'top', horizontal: 'center' } },
      }}
    >
      <CopyLinkButton />
    </NotificationsProvider>
  );
}
