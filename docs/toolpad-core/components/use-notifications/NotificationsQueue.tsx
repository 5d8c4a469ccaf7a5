import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  NotificationsProvider,
  useNotifications,
} from '@toolpad/core/useNotifications';

const files = ['customers-emea.csv', 'customers-apac.csv', 'customers-americas.csv'];

function ImportPanel() {
  const notifications = useNotifications();
  const keys = React.useRef<string[]>([]);

  const handleImport = () => {
    keys.current = files.map((file, index) =>
      notifications.show(`Imported ${file}: ${1200 + index * 340} rows.`, {
        severity: 'success',
      }),
    );
  };

  const handleOffline = () => {
    // The same key twice: the second call is ignored while the first is queued.
    notifications.show('You are offline. Changes will sync later.', {
      key: 'connection-lost',
      severity: 'warning',
    });
  };

  const handleDismissAll = () => {
    keys.current.forEach((key) => notifications.close(key));
    keys.current = [];
    notifications.close('connection-lost');
  };

  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={handleImport}>
        Import 3 files
      </Button>
      <Button variant="outlined" onClick={handleOffline}>
        Go offline
      </Button>
      <Button onClick={handleDismissAll}>Dismiss all</Button>
    </Stack>
  );
}

export default function NotificationsQueue() {
  return (
    <NotificationsProvider>
      <ImportPanel />
    </NotificationsProvider>
  );
}
