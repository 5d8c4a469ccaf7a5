import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';
import ReportRounded from '@mui/icons-material/ReportRounded';

export default function AlertDecorators() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      <Alert color="success" startDecorator={<CheckCircleRounded />}>
        Backup completed at 03:14.
      </Alert>
      <Alert color="warning" startDecorator={<WarningRounded />}>
        Your API key expires in 3 days.
      </Alert>
      <Alert
        color="danger"
        startDecorator={<ReportRounded />}
        sx={{ alignItems: 'flex-start' }}
      >
        <div>
          <Typography level="title-sm" textColor="inherit">
            Import failed
          </Typography>
          <Typography level="body-sm" textColor="inherit">
            Row 14 of contacts.csv has no email address. Fix it and upload the file
            again.
          </Typography>
        </div>
      </Alert>
    </Stack>
  );
}
