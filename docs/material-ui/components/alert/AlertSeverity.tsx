import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertSeverity() {
  return (
    <Stack spacing={1.5}>
      <Alert severity="success">Your payment of €96.00 went through.</Alert>
      <Alert severity="info">
        Maintenance is planned for Sunday, 02:00–03:00 UTC.
      </Alert>
      <Alert severity="warning">
        Your trial ends in 3 days. Add a payment method to keep your projects.
      </Alert>
      <Alert severity="error">
        We couldn’t reach the server. Check your connection and try again.
      </Alert>
    </Stack>
  );
}
