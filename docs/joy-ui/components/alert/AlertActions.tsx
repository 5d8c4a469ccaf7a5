import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';

export default function AlertActions() {
  const [open, setOpen] = React.useState(true);
  const [synced, setSynced] = React.useState(false);
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480, alignItems: 'flex-start' }}>
      {open ? (
        <Alert
          color="neutral"
          sx={{ width: '100%' }}
          endDecorator={
            <IconButton
              aria-label="Dismiss"
              variant="plain"
              size="sm"
              color="neutral"
              onClick={() => setOpen(false)}
            >
              <CloseRounded />
            </IconButton>
          }
        >
          Two people joined your workspace this week.
        </Alert>
      ) : (
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          onClick={() => setOpen(true)}
        >
          Show the message again
        </Button>
      )}
      {synced ? (
        <Alert
          color="success"
          startDecorator={<CloudDoneOutlined />}
          sx={{ width: '100%' }}
        >
          All files are in sync.
        </Alert>
      ) : (
        <Alert
          color="warning"
          startDecorator={<CloudUploadOutlined />}
          sx={{ width: '100%', flexWrap: 'wrap' }}
          endDecorator={
            <Button
              size="sm"
              variant="solid"
              color="warning"
              onClick={() => setSynced(true)}
            >
              Retry
            </Button>
          }
        >
          3 files did not sync.
        </Alert>
      )}
    </Stack>
  );
}
