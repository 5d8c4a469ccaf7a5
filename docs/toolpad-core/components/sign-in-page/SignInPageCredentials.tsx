import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider } from '@toolpad/core/SignInPage';
import { DEMO_ACCOUNT, fakeSignIn, type DemoUser } from './fakeAuth';

const providers: AuthProvider[] = [
  { id: 'credentials', name: 'Email and password' },
];

export default function SignInPageCredentials() {
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
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Try <strong>{DEMO_ACCOUNT.email}</strong> with the password{' '}
        <strong>{DEMO_ACCOUNT.password}</strong>, then any other password.
      </Typography>
      <AppProvider theme={theme}>
        {user ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Alert severity="success" sx={{ mb: 2, justifyContent: 'center' }}>
              Signed in as {user.name} ({user.email})
            </Alert>
            <Button variant="outlined" onClick={() => setUser(null)}>
              Sign out
            </Button>
          </Box>
        ) : (
          <SignInPage
            providers={providers}
            signIn={signIn}
            slotProps={{ emailField: { autoFocus: false } }}
            sx={{ minHeight: 'auto', pb: 2 }}
          />
        )}
      </AppProvider>
    </Box>
  );
}
