import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage, type AuthProvider } from '@toolpad/core/SignInPage';
import { fakeSignIn, type DemoUser } from './fakeAuth';

const providers: AuthProvider[] = [
  { id: 'google', name: 'Google' },
  { id: 'github', name: 'GitHub' },
];

const BRANDING = {
  logo: (
    <StorefrontIcon
      aria-hidden
      sx={{ fontSize: 48, color: 'primary.main', mb: 1 }}
    />
  ),
  title: 'Harbour Goods',
};

export default function SignInPageBranding() {
  const theme = useTheme();
  const [user, setUser] = React.useState<DemoUser | null>(null);

  const signIn = async (provider: AuthProvider) => {
    const result = await fakeSignIn(provider);
    if ('user' in result) {
      setUser(result.user);
      return {};
    }
    return result;
  };

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <AppProvider theme={theme} branding={BRANDING}>
        {user ? (
          <Box sx={{ py: 6, textAlign: 'center' }}>
            <Alert severity="success" sx={{ mb: 2, justifyContent: 'center' }}>
              Signed in to Harbour Goods as {user.name}
            </Alert>
            <Button variant="outlined" onClick={() => setUser(null)}>
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
