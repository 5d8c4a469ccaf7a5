import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function AlertDialogModal() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="danger"
        startDecorator={<DeleteForeverRounded />}
        disabled={deleted}
        onClick={() => setOpen(true)}
      >
        Delete report
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {deleted ? 'Q3 sales report deleted.' : 'Q3 sales report, 2.4 MB'}
      </Typography>
      <Modal
        open={open}
        onClose={(_event, reason) => {
          // An alert dialog asks for an explicit answer: ignore clicks on the backdrop.
          if (reason !== 'backdropClick') setOpen(false);
        }}
      >
        <ModalDialog role="alertdialog" variant="outlined">
          <DialogTitle>
            <WarningRounded />
            Delete the Q3 sales report?
          </DialogTitle>
          <Divider />
          <DialogContent>
            Everyone in the Finance workspace loses access to it. This cannot be
            undone.
          </DialogContent>
          <DialogActions>
            <Button
              color="danger"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete report
            </Button>
            <Button
              variant="plain"
              color="neutral"
              autoFocus
              onClick={() => setOpen(false)}
            >
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
