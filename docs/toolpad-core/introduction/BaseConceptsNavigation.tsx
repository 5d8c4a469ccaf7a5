import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import PeopleIcon from '@mui/icons-material/People';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';

const navigation: Navigation = [
  { kind: 'header', title: 'Shop' },
  { segment: 'dashboard', title: 'Dashboard', icon: <DashboardIcon /> },
  { segment: 'orders', title: 'Orders', icon: <ShoppingCartIcon /> },
  { segment: 'customers', title: 'Customers', icon: <PeopleIcon /> },
  { kind: 'divider' },
  { kind: 'header', title: 'Catalogue' },
  {
    segment: 'books',
    title: 'Books',
    icon: <MenuBookIcon />,
    children: [
      { segment: 'fiction', title: 'Fiction' },
      { segment: 'non-fiction', title: 'Non-fiction' },
      { segment: 'children', title: "Children's books" },
    ],
  },
  { segment: 'suppliers', title: 'Suppliers', icon: <LocalShippingIcon /> },
  { kind: 'divider' },
  { segment: 'settings', title: 'Settings', icon: <SettingsIcon /> },
];

export default function BaseConceptsNavigation() {
  const theme = useTheme();
  const [pathname, setPathname] = React.useState('/books/fiction');

  const router = React.useMemo<Router>(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (url) => {
        const next = typeof url === 'string' ? url : url.pathname;
        // The logo links to "/", which has no page here: show the dashboard instead.
        setPathname(next === '/' ? '/dashboard' : next);
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
        branding={{ title: 'Paper Lantern Books' }}
      >
        <DashboardLayout
          sidebarExpandedWidth={240}
          sx={{ height: 420, width: '100%' }}
        >
          <PageContainer>
            <Typography>
              The router reports <code>{pathname}</code>. Choose another entry in the
              sidebar: the highlight, the title and the breadcrumbs follow.
            </Typography>
          </PageContainer>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
