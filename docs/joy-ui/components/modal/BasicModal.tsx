import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        What&apos;s new
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog maxWidth={420}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Version 4.2 is here</DialogTitle>
          <DialogContent>
            Shared folders now sync in the background, and exports to PDF keep your
            page numbers.
          </DialogContent>
          <Typography level="body-sm">
            Press Escape or click outside this dialog to close it.
          </Typography>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
