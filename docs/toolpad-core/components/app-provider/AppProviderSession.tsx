import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import {
  AppProvider,
  type Authentication,
  type Navigation,
  type Router,
  type Session,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';

const NAVIGATION: Navigation = [
  { segment: 'orders', title: 'Orders', icon: <ShoppingCartIcon /> },
];

const USER: Session = {
  user: {
    id: 'u-1187',
    name: 'Noor Visser',
    email: 'noor.visser@copperkettle.nl',
  },
};

export default function AppProviderSession() {
  const theme = useTheme();
  const [session, setSession] = React.useState<Session | null>(USER);
  const authentication = React.useMemo<Authentication>(
    () => ({
      signIn: () => setSession(USER),
      signOut: () => setSession(null),
    }),
    [],
  );
  const [pathname, setPathname] = React.useState('/orders');
  const router = React.useMemo<Router>(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (path) => setPathname(String(path)),
    }),
    [pathname],
  );

  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppProvider
        navigation={NAVIGATION}
        router={router}
        theme={theme}
        branding={{ title: 'Copper Kettle' }}
        session={session}
        authentication={authentication}
      >
        <DashboardLayout defaultSidebarCollapsed sx={{ height: 300, width: '100%' }}>
          <PageContainer>
            <Typography>
              {session?.user
                ? `Welcome back, ${session.user.name}. 5 orders are waiting for you.`
                : 'You are signed out. Use the Sign In button in the header.'}
            </Typography>
          </PageContainer>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
