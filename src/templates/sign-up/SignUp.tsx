import React, { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { templatePath } from '../catalog';
import BrandMark from '../shared/BrandMark';
import Main from '../shared/Main';
import PasswordField from '../shared/PasswordField';
import SimpleFooter from '../shared/SimpleFooter';
import { useValidatedForm } from '../shared/useValidatedForm';
import * as rules from '../shared/validation';
import { tint } from '../templateTheme';
import PasswordStrength from './PasswordStrength';

const INITIAL = { firstName: '', lastName: '', email: '', password: '', terms: false, updates: false };

/** Account creation for "Tandem" with validation on submit. */
export default function SignUp() {
  const [created, setCreated] = useState<{ name: string; email: string } | null>(null);
  const form = useValidatedForm(INITIAL, {
    firstName: rules.required('First name'),
    lastName: rules.required('Last name'),
    email: rules.email,
    password: rules.password,
    terms: rules.accepted('Please accept the terms to create an account.'),
  });

  return (
    <Box
      sx={(theme) => ({
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        backgroundImage: `radial-gradient(50rem 26rem at 90% -10%, ${tint(theme, 'secondary', 0.16)}, transparent 70%), radial-gradient(50rem 26rem at 0% 110%, ${tint(theme, 'primary', 0.14)}, transparent 70%)`,
      })}
    >
      <Box component="header" sx={{ px: { xs: 2, sm: 4 }, py: 2.5 }}>
        <Link
          href={templatePath('marketing')}
          underline="none"
          aria-label="Tandem home"
          sx={{ display: 'inline-flex' }}
        >
          <BrandMark name="Tandem" />
        </Link>
      </Box>
      <Main
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 2, sm: 6 } }}
      >
        <Card
          sx={{
            width: '100%',
            maxWidth: 520,
            p: { xs: 3, sm: 5 },
            boxShadow: '0 24px 48px -24px rgba(15, 23, 42, 0.25)',
          }}
        >
          <Typography component="h1" variant="h4">
            Create your account
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            Free for teams of up to five. Set up your first roadmap in minutes.
          </Typography>
          {created && (
            <Alert severity="success" sx={{ mb: 3 }} onClose={() => setCreated(null)}>
              Welcome, {created.name}! Your account for {created.email} is ready. This is a template, so nothing was
              sent.
            </Alert>
          )}
          <Box
            component="form"
            noValidate
            aria-label="Create your account"
            onSubmit={form.handleSubmit((values) =>
              setCreated({ name: values.firstName.trim(), email: values.email.trim() }),
            )}
          >
            <Stack spacing={2.5}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
                <TextField
                  {...form.textField('firstName')}
                  label="First name"
                  autoComplete="given-name"
                  required
                  fullWidth
                />
                <TextField
                  {...form.textField('lastName')}
                  label="Last name"
                  autoComplete="family-name"
                  required
                  fullWidth
                />
              </Stack>
              <TextField
                {...form.textField('email')}
                label="Work email"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                required
                fullWidth
              />
              <Box>
                <PasswordField
                  {...form.textField('password', 'Use at least 8 characters. A longer phrase is even better.')}
                  label="Password"
                  autoComplete="new-password"
                  required
                  fullWidth
                />
                <PasswordStrength password={form.values.password} />
              </Box>
              <Box>
                <FormControl error={Boolean(form.errors.terms)} required>
                  <FormControlLabel
                    control={
                      <Checkbox
                        {...form.checkbox('terms')}
                        inputProps={{ 'aria-describedby': form.errors.terms ? 'terms-error' : undefined }}
                      />
                    }
                    label="I agree to the terms of service and the privacy policy."
                  />
                  {form.errors.terms && (
                    <FormHelperText id="terms-error" sx={{ mx: 0 }}>
                      {form.errors.terms}
                    </FormHelperText>
                  )}
                </FormControl>
                <FormControlLabel
                  control={<Checkbox {...form.checkbox('updates')} />}
                  label="Send me a monthly email about new features."
                  sx={{ mt: 1 }}
                />
              </Box>
              <Button type="submit" variant="contained" size="large" fullWidth>
                Create account
              </Button>
            </Stack>
          </Box>
          <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
            Already have an account?{' '}
            <Link href={templatePath('sign-in')} sx={{ fontWeight: 600 }}>
              Sign in
            </Link>
          </Typography>
        </Card>
      </Main>
      <SimpleFooter company="Tandem Labs" />
    </Box>
  );
}
