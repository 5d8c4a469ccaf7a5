import React, { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { templatePath } from '../catalog';
import PasswordField from '../shared/PasswordField';
import { useValidatedForm } from '../shared/useValidatedForm';
import * as rules from '../shared/validation';
import ForgotPasswordDialog from './ForgotPasswordDialog';

/** The sign-in form shared by the "Sign in" and "Sign in side" templates. */
export default function SignInForm({ productName }: { productName: string }) {
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const form = useValidatedForm(
    { email: '', password: '', remember: true },
    { email: rules.email, password: rules.password },
  );

  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Sign in
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Welcome back. Sign in to pick up your {productName} roadmaps where you left off.
      </Typography>
      {signedInAs && (
        <Alert severity="success" sx={{ mb: 3 }} onClose={() => setSignedInAs(null)}>
          Signed in as {signedInAs}. This is a template, so nothing was sent anywhere.
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Sign in"
        onSubmit={form.handleSubmit((values) => setSignedInAs(values.email.trim()))}
      >
        <Stack spacing={2.5}>
          <TextField
            {...form.textField('email')}
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            fullWidth
          />
          <PasswordField {...form.textField('password')} label="Password" autoComplete="current-password" fullWidth />
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}
          >
            <FormControlLabel control={<Checkbox {...form.checkbox('remember')} />} label="Remember me" />
            <Link component="button" type="button" variant="body2" onClick={() => setResetOpen(true)}>
              Forgot password?
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" fullWidth>
            Sign in
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
        New to {productName}?{' '}
        <Link href={templatePath('sign-up')} sx={{ fontWeight: 600 }}>
          Create an account
        </Link>
      </Typography>
      <ForgotPasswordDialog open={resetOpen} onClose={() => setResetOpen(false)} />
    </Box>
  );
}
