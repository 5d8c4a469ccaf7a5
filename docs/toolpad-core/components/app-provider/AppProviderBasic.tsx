import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  AppProvider,
  type Branding,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';

const NAVIGATION: Navigation = [
  { segment: 'menu', title: 'Menu', icon: <RestaurantMenuIcon /> },
  { segment: 'shops', title: 'Shops', icon: <StorefrontIcon /> },
];

const BRANDING: Branding = {
  logo: <LocalCafeIcon aria-hidden color="primary" sx={{ fontSize: 32 }} />,
  title: 'Copper Kettle Coffee',
};

export default function AppProviderBasic() {
  const theme = useTheme();
  const [pathname, setPathname] = React.useState('/menu');
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
        branding={BRANDING}
        router={router}
        theme={theme}
      >
        <DashboardLayout
          sidebarExpandedWidth={220}
          sx={{ height: 320, width: '100%' }}
        >
          <PageContainer>
            <Typography>
              {pathname === '/menu'
                ? 'Flat white €3.40 · Cardamom bun €2.90 · Filter €2.60'
                : 'Shops in Utrecht, Leiden and Delft, open from 07:30.'}
            </Typography>
          </PageContainer>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
