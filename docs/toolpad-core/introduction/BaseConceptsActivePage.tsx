import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import { useActivePage } from '@toolpad/core/useActivePage';

const navigation: Navigation = [
  // No segment: this page lives at "/" and becomes the first breadcrumb.
  { title: 'Home', icon: <HomeIcon /> },
  {
    segment: 'orders',
    title: 'Orders',
    icon: <ReceiptLongIcon />,
    // Also match "/orders/<id>", so the detail pages keep "Orders" selected.
    pattern: 'orders{/:orderId}?',
  },
];

const orders = [
  { id: 'SO-1042', customer: 'Lucía Fernández', city: 'Valencia', total: 84.5 },
  { id: 'SO-1043', customer: 'Tomasz Nowak', city: 'Kraków', total: 212.0 },
  { id: 'SO-1044', customer: 'Aiko Tanaka', city: 'Osaka', total: 46.9 },
];

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

function ActivePageDetails() {
  const activePage = useActivePage();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="p">
        useActivePage() returns
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {JSON.stringify(
          activePage && {
            title: activePage.title,
            path: activePage.path,
            breadcrumbs: activePage.breadcrumbs,
          },
          null,
          2,
        )}
      </Box>
    </Paper>
  );
}

function OrderPage({ orderId }: { orderId: string }) {
  const activePage = useActivePage();
  const order = orders.find((item) => item.id === orderId);
  const title = order ? `Order ${order.id}` : 'Order not found';
  // Extend the breadcrumbs of the matched "Orders" page with the order itself.
  const breadcrumbs = [
    ...(activePage?.breadcrumbs ?? []),
    { title: orderId, path: `/orders/${orderId}` },
  ];
  return (
    <PageContainer title={title} breadcrumbs={breadcrumbs}>
      {order ? (
        <Typography sx={{ mb: 2 }}>
          {order.customer}, {order.city}: {euro.format(order.total)}
        </Typography>
      ) : null}
      <ActivePageDetails />
    </PageContainer>
  );
}

function OrdersPage({ onOpen }: { onOpen: (orderId: string) => void }) {
  return (
    <PageContainer>
      <List aria-label="Recent orders" disablePadding sx={{ mb: 2 }}>
        {orders.map((order) => (
          <ListItem key={order.id} disablePadding>
            <ListItemButton onClick={() => onOpen(order.id)}>
              <ListItemText
                primary={`${order.id} · ${order.customer}`}
                secondary={`${order.city} · ${euro.format(order.total)}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <ActivePageDetails />
    </PageContainer>
  );
}

export default function BaseConceptsActivePage() {
  const theme = useTheme();
  const [pathname, setPathname] = React.useState('/orders');

  const router = React.useMemo<Router>(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (url) => setPathname(typeof url === 'string' ? url : url.pathname),
    }),
    [pathname],
  );

  const orderMatch = /^\/orders\/([^/]+)$/.exec(pathname);

  let content: React.ReactNode;
  if (orderMatch) {
    content = <OrderPage orderId={orderMatch[1]} />;
  } else if (pathname === '/orders') {
    content = <OrdersPage onOpen={(id) => router.navigate(`/orders/${id}`)} />;
  } else {
    content = (
      <PageContainer>
        <Typography sx={{ mb: 2 }}>
          Three orders are waiting.{' '}
          <Link component="button" onClick={() => router.navigate('/orders')}>
            Open the order list
          </Link>
        </Typography>
        <ActivePageDetails />
      </PageContainer>
    );
  }

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
        branding={{ title: 'Harbour Tea Co.' }}
      >
        <DashboardLayout
          sidebarExpandedWidth={220}
          sx={{ height: 420, width: '100%' }}
        >
          {content}
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
