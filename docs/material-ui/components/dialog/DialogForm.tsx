import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function DialogForm() {
  const [open, setOpen] = React.useState(false);
  const [invited, setInvited] = React.useState<string | null>(null);
  const titleId = React.useId();

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setInvited(String(data.get('email')));
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      {invited && (
        <Typography variant="body2" sx={{ mt: 1 }} role="status">
          Invitation sent to {invited}.
        </Typography>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        PaperProps={{ component: 'form', onSubmit: handleSubmit }}
      >
        <DialogTitle id={titleId}>Invite a teammate</DialogTitle>
        <DialogContent>
          <DialogContentText>
            They get an email with a link to join the Northwind Studio workspace. The
            link works for seven days.
          </DialogContentText>
          <TextField
            autoFocus
            required
            margin="dense"
            name="email"
            label="Email address"
            type="email"
            fullWidth
            variant="standard"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit">Send invitation</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
