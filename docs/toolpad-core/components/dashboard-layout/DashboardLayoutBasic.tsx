import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import PeopleIcon from '@mui/icons-material/People';
import BarChartIcon from '@mui/icons-material/BarChart';
import DescriptionIcon from '@mui/icons-material/Description';
import LayersIcon from '@mui/icons-material/Layers';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';

const NAVIGATION: Navigation = [
  { kind: 'header', title: 'Store' },
  { segment: 'dashboard', title: 'Dashboard', icon: <DashboardIcon /> },
  { segment: 'orders', title: 'Orders', icon: <ShoppingCartIcon /> },
  { segment: 'customers', title: 'Customers', icon: <PeopleIcon /> },
  { kind: 'divider' },
  { kind: 'header', title: 'Analytics' },
  {
    segment: 'reports',
    title: 'Reports',
    icon: <BarChartIcon />,
    children: [
      { segment: 'sales', title: 'Sales', icon: <DescriptionIcon /> },
      { segment: 'returns', title: 'Returns', icon: <DescriptionIcon /> },
    ],
  },
  { segment: 'integrations', title: 'Integrations', icon: <LayersIcon /> },
];

const SUMMARIES: Record<string, string> = {
  '/dashboard': '42 orders placed today, 6 waiting to ship.',
  '/orders': 'Order #10482 from Lisbon was paid at 09:14.',
  '/customers': '1,284 customers, 37 of them new this week.',
  '/reports/sales': 'November sales: €48,920, up 12% on October.',
  '/reports/returns': '14 returns this month, most of them sizing issues.',
  '/integrations': 'Stripe and Shopify are connected.',
};

export default function DashboardLayoutBasic() {
  const theme = useTheme();
  const [pathname, setPathname] = React.useState('/dashboard');
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
        branding={{ title: 'Harbour Goods' }}
      >
        <DashboardLayout
          sidebarExpandedWidth={240}
          sx={{ height: 420, width: '100%' }}
        >
          <PageContainer>
            <Typography>
              {SUMMARIES[pathname] ?? `Nothing at ${pathname} yet.`}
            </Typography>
          </PageContainer>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
