import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';

const navigation: Navigation = [
  { segment: 'dashboard', title: 'Dashboard', icon: <DashboardIcon /> },
  { segment: 'orders', title: 'Orders', icon: <ShoppingBagIcon /> },
];

export default function TutorialShell() {
  const theme = useTheme();
  const [pathname, setPathname] = React.useState('/dashboard');

  const router = React.useMemo<Router>(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (url) => {
        const path = typeof url === 'string' ? url : url.pathname;
        setPathname(path === '/' ? '/dashboard' : path);
      },
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
        theme={theme}
        navigation={navigation}
        router={router}
        branding={{ title: 'Crema Roasters' }}
      >
        <DashboardLayout
          sidebarExpandedWidth={220}
          sx={{ height: 360, width: '100%' }}
        >
          <PageContainer>
            <Typography color="text.secondary">
              Content for {pathname} comes in step 2.
            </Typography>
          </PageContainer>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
