import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
import { useDialogs } from '@toolpad/core/useDialogs';
import { useNotifications } from '@toolpad/core/useNotifications';
import {
  currency,
  formatDate,
  orders as initialOrders,
  type Order,
} from './tutorialOrders';

const navigation: Navigation = [
  { segment: 'dashboard', title: 'Dashboard', icon: <DashboardIcon /> },
  { segment: 'orders', title: 'Orders', icon: <ShoppingBagIcon /> },
];

/** Stands in for a request to your back end. */
function cancelOrderOnServer(id: string): Promise<string> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(id), 700);
  });
}

function OrdersPage({
  orders,
  onCancelled,
}: {
  orders: Order[];
  onCancelled: (id: string) => void;
}) {
  const dialogs = useDialogs();
  const notifications = useNotifications();

  const handleCancel = async (order: Order) => {
    const confirmed = await dialogs.confirm(
      `Cancel order ${order.id} from ${order.customer}? The customer is refunded ${currency.format(order.total)}.`,
      {
        title: 'Cancel this order?',
        okText: 'Cancel order',
        cancelText: 'Keep order',
        severity: 'error',
        // The dialog stays open, its button showing a spinner, until this promise settles.
        onClose: async (result) => {
          if (result) {
            await cancelOrderOnServer(order.id);
          }
        },
      },
    );
    if (confirmed) {
      onCancelled(order.id);
      notifications.show(`Order ${order.id} cancelled`, {
        severity: 'success',
        autoHideDuration: 3000,
      });
    }
  };

  // width 0 + minWidth 100%: the table scrolls inside the page instead of widening the layout.
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ width: 0, minWidth: '100%' }}
    >
      <Table size="small" aria-label="Orders" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{order.id}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(order.date)}
              </TableCell>
              <TableCell>
                {order.customer}
                <Typography variant="body2" color="text.secondary">
                  {order.city}
                </Typography>
              </TableCell>
              <TableCell align="right">{currency.format(order.total)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={order.status}
                  variant={order.status === 'Pending' ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell>
                {order.status === 'Pending' ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => handleCancel(order)}
                    aria-label={`Cancel order ${order.id}`}
                  >
                    Cancel
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function DashboardPage({ orders }: { orders: Order[] }) {
  const pending = orders.filter((order) => order.status === 'Pending').length;
  return (
    <Typography>
      {pending === 0
        ? 'Every order has shipped or been cancelled.'
        : `${pending} orders are waiting to ship.`}
    </Typography>
  );
}

export default function TutorialOrders() {
  const theme = useTheme();
  const [pathname, setPathname] = React.useState('/orders');
  // The orders live above the pages, so a cancellation survives a trip to the dashboard.
  const [orders, setOrders] = React.useState(initialOrders);

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

  const handleCancelled = (id: string) => {
    setOrders((previous) =>
      previous.map((order) =>
        order.id === id ? { ...order, status: 'Cancelled' } : order,
      ),
    );
  };

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
          sx={{ height: 420, width: '100%' }}
        >
          <PageContainer>
            {pathname === '/orders' ? (
              <OrdersPage orders={orders} onCancelled={handleCancelled} />
            ) : (
              <DashboardPage orders={orders} />
            )}
          </PageContainer>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
