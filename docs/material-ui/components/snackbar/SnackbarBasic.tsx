import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';

export default function SnackbarBasic() {
  const [open, setOpen] = React.useState(false);

  const close = (
    _event: React.SyntheticEvent | Event,
    reason?: SnackbarCloseReason,
  ) => {
    // A click elsewhere on the page should not dismiss the message before it can be read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Archive conversation
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={close}
        message="Conversation archived"
        action={
          <React.Fragment>
            <Button color="inherit" size="small" onClick={close}>
              Undo
            </Button>
            <IconButton
              size="small"
              aria-label="Close"
              color="inherit"
              onClick={close}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </React.Fragment>
        }
      />
    </div>
  );
}
