import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Account } from '@toolpad/core/Account';
import {
  AppProvider,
  type Authentication,
  type Session,
} from '@toolpad/core/AppProvider';
import { useSession } from '@toolpad/core/useSession';

// Stands in for your identity provider.
function fetchCurrentUser(): Promise<Session> {
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve({
          user: {
            id: 'u-2210',
            name: 'Priya Nair',
            email: 'priya.nair@fernhill.example',
          },
        }),
      600,
    );
  });
}

function OrdersSummary({ signingIn }: { signingIn: boolean }) {
  const session = useSession();

  if (signingIn) {
    return <Typography role="status">Signing you in…</Typography>;
  }
  if (!session?.user) {
    return (
      <Typography role="status">Sign in to see your orders and invoices.</Typography>
    );
  }
  return (
    <Typography role="status">
      Hello {session.user.name}. You have 3 open orders and 1 unpaid invoice.
    </Typography>
  );
}

export default function SessionSignInOut() {
  const theme = useTheme();
  const [session, setSession] = React.useState<Session | null>(null);
  const [signingIn, setSigningIn] = React.useState(false);

  const authentication = React.useMemo<Authentication>(
    () => ({
      signIn: () => {
        setSigningIn(true);
        fetchCurrentUser().then((user) => {
          setSession(user);
          setSigningIn(false);
        });
      },
      signOut: () => setSession(null),
    }),
    [],
  );

  return (
    <AppProvider theme={theme} session={session} authentication={authentication}>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ fontWeight: 500 }}>Fernhill Supplies</Typography>
          <Account />
        </Stack>
        <Box sx={{ p: 2 }}>
          <OrdersSummary signingIn={signingIn} />
        </Box>
      </Box>
    </AppProvider>
  );
}
