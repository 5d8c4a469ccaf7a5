import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

export default function AlertTitleActions() {
  const [open, setOpen] = React.useState(true);

  return (
    <Stack spacing={1.5}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small">
            Update card
          </Button>
        }
      >
        <AlertTitle>Payment failed</AlertTitle>
        Your card ending in 4242 expired. Update it by 1 April to keep your plan.
      </Alert>
      <Collapse in={open}>
        <Alert
          severity="success"
          action={
            <IconButton
              aria-label="Dismiss"
              color="inherit"
              size="small"
              onClick={() => setOpen(false)}
            >
              <CloseIcon fontSize="inherit" />
            </IconButton>
          }
        >
          Your export is ready in the Downloads folder.
        </Alert>
      </Collapse>
      {!open && (
        <Button
          variant="outlined"
          onClick={() => setOpen(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Show the message again
        </Button>
      )}
    </Stack>
  );
}
