import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  NotificationsProvider,
  useNotifications,
  type ShowNotificationOptions,
} from '@toolpad/core/useNotifications';

const examples: {
  label: string;
  message: string;
  severity?: ShowNotificationOptions['severity'];
}[] = [
  { label: 'Plain', message: 'Draft saved to “Spring catalogue”.' },
  {
    label: 'Success',
    message: 'Invoice INV-3107 sent to Nadia Rahman.',
    severity: 'success',
  },
  {
    label: 'Info',
    message: 'Prices sync with the Oslo store every night at 02:00.',
    severity: 'info',
  },
  {
    label: 'Warning',
    message: 'Only 4 units of “Alpine trail shoe” left in stock.',
    severity: 'warning',
  },
  {
    label: 'Error',
    message: 'Payment for order #10517 was declined.',
    severity: 'error',
  },
];

function SeverityButtons() {
  const notifications = useNotifications();

  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {examples.map(({ label, message, severity }) => (
        <Button
          key={label}
          variant="outlined"
          onClick={() =>
            notifications.show(message, { severity, autoHideDuration: 4000 })
          }
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}

export default function NotificationsSeverity() {
  return (
    <NotificationsProvider>
      <SeverityButtons />
    </NotificationsProvider>
  );
}
