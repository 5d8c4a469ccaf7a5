import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider } from '@toolpad/core/SignInPage';
import { fakeSignIn, type DemoUser } from './fakeAuth';

const providers: AuthProvider[] = [
  { id: 'github', name: 'GitHub' },
  { id: 'google', name: 'Google' },
  { id: 'microsoft-entra-id', name: 'Microsoft' },
  { id: 'gitlab', name: 'GitLab' },
];

export default function SignInPageOAuth() {
  const theme = useTheme();
  const [signedIn, setSignedIn] = React.useState<{
    user: DemoUser;
    via: string;
  } | null>(null);

  const signIn = async (provider: AuthProvider) => {
    const result = await fakeSignIn(provider);
    if ('user' in result) {
      setSignedIn({ user: result.user, via: provider.name });
      return {};
    }
    return result;
  };

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <AppProvider theme={theme}>
        {signedIn ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Alert severity="success" sx={{ mb: 2, justifyContent: 'center' }}>
              Signed in as {signedIn.user.name} with {signedIn.via}
            </Alert>
            <Button variant="outlined" onClick={() => setSignedIn(null)}>
              Sign out
            </Button>
          </Box>
        ) : (
          <SignInPage
            providers={providers}
            signIn={signIn}
            sx={{ minHeight: 'auto', pb: 2 }}
          />
        )}
      </AppProvider>
    </Box>
  );
}
