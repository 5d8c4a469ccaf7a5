import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import SailingIcon from '@mui/icons-material/Sailing';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import EventIcon from '@mui/icons-material/Event';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';

const NAVIGATION: Navigation = [
  { segment: 'fleet', title: 'Fleet', icon: <DirectionsBoatIcon /> },
  { segment: 'bookings', title: 'Bookings', icon: <EventIcon /> },
];

function Logo() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 40,
        height: 40,
        borderRadius: '50%',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <SailingIcon aria-hidden />
    </Box>
  );
}

export default function DashboardLayoutBranding() {
  const theme = useTheme();
  const [pathname, setPathname] = React.useState('/fleet');
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
        branding={{ logo: <Logo />, title: 'Bayside Sailing Club' }}
      >
        <DashboardLayout
          sidebarExpandedWidth={240}
          sx={{ height: 320, width: '100%' }}
        >
          <PageContainer>
            <Typography>
              {pathname === '/fleet'
                ? '12 boats in the harbour, 2 out for repairs.'
                : '9 bookings for Saturday, the first at 08:30.'}
            </Typography>
          </PageContainer>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
