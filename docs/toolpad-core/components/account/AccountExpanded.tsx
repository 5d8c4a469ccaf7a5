import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  AppProvider,
  type Authentication,
  type Session,
} from '@toolpad/core/AppProvider';
import { Account } from '@toolpad/core/Account';

const SIGNED_IN: Session = {
  user: {
    id: 'u-0917',
    name: 'Tomás Herrera',
    email: 'tomas.herrera@bluefinlogistics.com',
  },
};

export default function AccountExpanded() {
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
          maxWidth: 320,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1,
        }}
      >
        <Account
          localeText={{
            signInLabel: 'Log in',
            signOutLabel: 'Log out',
            iconButtonAriaLabel: 'Account menu',
          }}
          slotProps={{
            preview: {
              variant: 'expanded',
              slotProps: {
                moreIconButton: { 'aria-label': 'Open account menu' },
              },
            },
          }}
        />
      </Box>
    </AppProvider>
  );
}
