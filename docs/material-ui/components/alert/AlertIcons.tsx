import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';

export default function AlertIcons() {
  return (
    <Stack spacing={1.5}>
      <Alert severity="warning" icon={<CloudOffOutlinedIcon fontSize="inherit" />}>
        You are offline. Changes are saved on this device and sync when you
        reconnect.
      </Alert>
      <Alert severity="info" icon={false}>
        No icon: the text starts at the edge.
      </Alert>
    </Stack>
  );
}
