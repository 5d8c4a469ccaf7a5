import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

function ExportButton() {
  const dialogs = useDialogs();
  const [status, setStatus] = React.useState('No export requested yet.');

  const handleExport = async () => {
    setStatus('Waiting for you to read the notice…');
    await dialogs.alert(
      'The Q3 sales report for the Lisbon and Porto stores is being generated. It will be in your inbox within ten minutes.',
      { title: 'Export started', okText: 'Got it' },
    );
    setStatus('Notice read. The report is on its way.');
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={handleExport}>
        Export Q3 report
      </Button>
      <Typography variant="body2" role="status">
        {status}
      </Typography>
    </Stack>
  );
}

export default function DialogsAlert() {
  return (
    <DialogsProvider>
      <ExportButton />
    </DialogsProvider>
  );
}
