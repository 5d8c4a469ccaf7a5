import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  AppProvider,
  type Authentication,
  type Session,
} from '@toolpad/core/AppProvider';
import { Account } from '@toolpad/core/Account';

const SIGNED_IN: Session = {
  user: {
    id: 'u-2041',
    name: 'Priya Raman',
    email: 'priya.raman@northwindtraders.com',
  },
};

export default function AccountBasic() {
  const theme = useTheme();
  const [session, setSession] = React.useState<Session | null>(SIGNED_IN);

  const authentication = React.useMemo<Authentication>(
    () => ({
      signIn: () => setSession(SIGNED_IN),
      signOut: () => setSession(null),
    }),
    [],
  );

  return (
    <AppProvider theme={theme} session={session} authentication={authentication}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 2,
          py: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {session ? 'Signed in' : 'Signed out'}
        </Typography>
        <Account />
      </Box>
    </AppProvider>
  );
}
