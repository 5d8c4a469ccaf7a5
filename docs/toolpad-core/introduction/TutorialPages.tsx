import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import PeopleIcon from '@mui/icons-material/People';
import CoffeeIcon from '@mui/icons-material/Coffee';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { currency, orders } from './tutorialOrders';

const navigation: Navigation = [
  { kind: 'header', title: 'Sales' },
  { segment: 'dashboard', title: 'Dashboard', icon: <DashboardIcon /> },
  { segment: 'orders', title: 'Orders', icon: <ShoppingBagIcon /> },
  { segment: 'customers', title: 'Customers', icon: <PeopleIcon /> },
  { kind: 'divider' },
  { kind: 'header', title: 'Store' },
  { segment: 'products', title: 'Products', icon: <CoffeeIcon /> },
];

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

function DashboardPage() {
  const open = orders.filter((order) => order.status === 'Pending').length;
  const revenue = orders
    .filter((order) => order.status !== 'Cancelled')
    .reduce((sum, order) => sum + order.total, 0);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
      }}
    >
      <Stat label="Orders this week" value={String(orders.length)} />
      <Stat label="Waiting to ship" value={String(open)} />
      <Stat label="Revenue" value={currency.format(revenue)} />
    </Box>
  );
}

function OrdersPage() {
  return (
    <Typography color="text.secondary">
      {orders.length} orders so far. Step 3 turns this page into a table.
    </Typography>
  );
}

function CustomersPage() {
  return (
    <List dense aria-label="Customers">
      {orders.map((order) => (
        <ListItem key={order.id} disableGutters>
          <ListItemText primary={order.customer} secondary={order.city} />
        </ListItem>
      ))}
    </List>
  );
}

function ProductsPage() {
  const products = Array.from(new Set(orders.map((order) => order.product)));
  return (
    <List dense aria-label="Products">
      {products.map((product) => (
        <ListItem key={product} disableGutters>
          <ListItemText primary={product} />
        </ListItem>
      ))}
    </List>
  );
}

// One component per path. Adding a page means one entry here and one in `navigation`.
const pages: Record<string, React.ComponentType> = {
  '/dashboard': DashboardPage,
  '/orders': OrdersPage,
  '/customers': CustomersPage,
  '/products': ProductsPage,
};

export default function TutorialPages() {
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

  const Page = pages[pathname];

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
          sx={{ height: 400, width: '100%' }}
        >
          {Page ? (
            <PageContainer>
              <Page />
            </PageContainer>
          ) : (
            <PageContainer title="Page not found" breadcrumbs={[]}>
              <Typography>There is no page at {pathname}.</Typography>
            </PageContainer>
          )}
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
