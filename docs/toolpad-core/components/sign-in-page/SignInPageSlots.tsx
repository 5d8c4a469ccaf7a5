import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider } from '@toolpad/core/SignInPage';
import { DEMO_ACCOUNT, fakeSignIn, type DemoUser } from './fakeAuth';

const providers: AuthProvider[] = [
  { id: 'github', name: 'GitHub' },
  { id: 'credentials', name: 'Email and password' },
];

function Title() {
  return (
    <Typography variant="h5" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
      Welcome back to Depot
    </Typography>
  );
}

function Subtitle() {
  return (
    <Alert severity="info" sx={{ width: '100%' }}>
      Demo account: {DEMO_ACCOUNT.email} / {DEMO_ACCOUNT.password}
    </Alert>
  );
}

function EmailField() {
  const id = React.useId();
  return (
    <TextField
      id={id}
      label="Work email"
      name="email"
      type="email"
      autoComplete="email"
      required
      fullWidth
      size="small"
      sx={{ mb: 2 }}
    />
  );
}

function PasswordField() {
  const id = React.useId();
  const [visible, setVisible] = React.useState(false);
  return (
    <TextField
      id={id}
      label="Password"
      name="password"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      required
      fullWidth
      size="small"
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? 'Hide password' : 'Show password'}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
                size="small"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function ForgotPasswordLink() {
  const [sent, setSent] = React.useState(false);
  if (sent) {
    return (
      <Typography variant="body2" role="status">
        Reset link sent.
      </Typography>
    );
  }
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => setSent(true)}
    >
      Forgot password?
    </Link>
  );
}

function SignUpLink() {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      No account yet? Ask your administrator for an invite.
    </Typography>
  );
}

export default function SignInPageSlots() {
  const theme = useTheme();
  const [user, setUser] = React.useState<DemoUser | null>(null);

  const signIn = async (provider: AuthProvider, formData?: FormData) => {
    const result = await fakeSignIn(provider, formData);
    if ('user' in result) {
      setUser(result.user);
      return {};
    }
    return result;
  };

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <AppProvider theme={theme}>
        {user ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Alert severity="success" sx={{ mb: 2, justifyContent: 'center' }}>
              Signed in as {user.name}
            </Alert>
            <Button variant="outlined" onClick={() => setUser(null)}>
              Sign out
            </Button>
          </Box>
        ) : (
          <SignInPage
            providers={providers}
            signIn={signIn}
            slots={{
              title: Title,
              subtitle: Subtitle,
              emailField: EmailField,
              passwordField: PasswordField,
              forgotPasswordLink: ForgotPasswordLink,
              signUpLink: SignUpLink,
            }}
            sx={{ minHeight: 'auto', pb: 2 }}
          />
        )}
      </AppProvider>
    </Box>
  );
}
