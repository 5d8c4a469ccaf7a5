import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

export default function NestedModals() {
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [token, setToken] = React.useState('tok_4f9a…c21e');
  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="neutral"
        onClick={() => setSettingsOpen(true)}
      >
        API settings
      </Button>
      <Modal open={settingsOpen} onClose={() => setSettingsOpen(false)}>
        <ModalDialog maxWidth={420}>
          <ModalClose aria-label="Close" />
          <DialogTitle>API settings</DialogTitle>
          <DialogContent>
            Requests from the billing service use this access token.
          </DialogContent>
          <Typography level="body-sm" fontFamily="code" aria-live="polite">
            {token}
          </Typography>
          <DialogActions>
            <Button color="warning" onClick={() => setConfirmOpen(true)}>
              Regenerate token
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
      <Modal open={confirmOpen} onClose={() => setConfirmOpen(false)}>
        <ModalDialog role="alertdialog" size="sm">
          <DialogTitle>Regenerate the token?</DialogTitle>
          <DialogContent>
            The billing service stops working until you give it the new token.
          </DialogContent>
          <DialogActions>
            <Button
              color="warning"
              onClick={() => {
                setToken('tok_81d0…7b3f');
                setConfirmOpen(false);
              }}
            >
              Regenerate
            </Button>
            <Button
              variant="plain"
              color="neutral"
              onClick={() => setConfirmOpen(false)}
            >
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
