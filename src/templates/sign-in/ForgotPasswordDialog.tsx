import React, { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useValidatedForm } from '../shared/useValidatedForm';
import * as rules from '../shared/validation';

export default function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useValidatedForm({ email: '' }, { email: rules.email }, { idPrefix: 'reset-' });

  const close = () => {
    onClose();
    setSentTo(null);
    form.reset();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="reset-password-title"
      PaperProps={{
        component: 'form',
        noValidate: true,
        onSubmit: form.handleSubmit((values) => setSentTo(values.email.trim())),
      }}
    >
      <DialogTitle id="reset-password-title" component="h2">
        Reset your password
      </DialogTitle>
      <DialogContent>
        {sentTo ? (
          <Alert severity="success">
            If an account exists for {sentTo}, a reset link is on its way. (This template sends nothing.)
          </Alert>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              Enter the email address you sign in with and we will send you a link to choose a new password.
            </DialogContentText>
            <TextField
              {...form.textField('email')}
              label="Email"
              type="email"
              autoComplete="email"
              fullWidth
              autoFocus
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{sentTo ? 'Done' : 'Cancel'}</Button>
        {!sentTo && (
          <Button type="submit" variant="contained">
            Send reset link
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
