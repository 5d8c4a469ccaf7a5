import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function DialogConfirm() {
  const [open, setOpen] = React.useState(false);
  const [published, setPublished] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();

  const publish = () => {
    setPublished(true);
    setOpen(false);
  };

  return (
    <div>
      <Button variant="contained" disabled={published} onClick={() => setOpen(true)}>
        {published ? 'Published' : 'Publish release notes'}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <DialogTitle id={titleId}>Publish release notes for 4.2?</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>
            The notes go out by email to 1,284 subscribers and appear on the
            changelog page. You can still edit the page afterwards, but the email
            cannot be recalled.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep editing</Button>
          <Button onClick={publish} autoFocus>
            Publish
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
