import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { PageContainer } from '@toolpad/core/PageContainer';

const NAVIGATION: Navigation = [
  { segment: 'orders', title: 'Orders', pattern: 'orders/:orderId' },
];

const ORDERS: Record<string, { customer: string; city: string; total: string }> = {
  '10482': { customer: 'Inês Carvalho', city: 'Lisbon', total: '€249.00' },
  '10483': { customer: 'Mateo Rossi', city: 'Turin', total: '€87.50' },
};

export default function PageContainerCustom() {
  const theme = useTheme();
  const [pathname, setPathname] = React.useState('/orders/10482');
  const router = React.useMemo<Router>(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (path) => setPathname(String(path)),
    }),
    [pathname],
  );

  const orderId = pathname.split('/')[2];
  const order = orderId ? ORDERS[orderId] : undefined;

  return (
    <AppProvider navigation={NAVIGATION} router={router} theme={theme}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {order ? (
          <PageContainer
            title={`Order #${orderId}`}
            breadcrumbs={[
              { title: 'Orders', path: '/orders' },
              { title: `#${orderId}`, path: pathname },
            ]}
          >
            <Typography>
              {order.customer}, {order.city}: {order.total}
            </Typography>
          </PageContainer>
        ) : (
          <PageContainer>
            <Stack direction="row" spacing={1}>
              {Object.keys(ORDERS).map((id) => (
                <Button
                  key={id}
                  variant="outlined"
                  size="small"
                  onClick={() => router.navigate(`/orders/${id}`)}
                >
                  Open order #{id}
                </Button>
              ))}
            </Stack>
          </PageContainer>
        )}
      </Box>
    </AppProvider>
  );
}
