import React, { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid2';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Main from '../shared/Main';
import DashboardNav from './DashboardNav';
import OrdersTable from './OrdersTable';
import RevenueChart from './RevenueChart';
import StatCard from './StatCard';
import {
  ORDERS,
  ORDERS_PREVIOUS,
  RETURNING,
  REVENUE,
  REVENUE_PREVIOUS,
  TOP_PRODUCTS,
  WEEKS,
  formatCurrency,
  formatNumber,
  percentChange,
  sum,
} from './data';

const DRAWER_WIDTH = 264;

type Metric = 'revenue' | 'orders';

function SectionCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%', scrollMarginTop: 80 }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}
      >
        <Typography id={`${id}-title`} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Card>
  );
}

/** Store admin overview for "Kiln & Co.": navigation drawer, stats, an SVG chart and recent orders. */
export default function Dashboard() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [active, setActive] = useState('overview');
  const [metric, setMetric] = useState<Metric>('revenue');

  const revenue = sum(REVENUE);
  const revenueBefore = sum(REVENUE_PREVIOUS);
  const orders = sum(ORDERS);
  const ordersBefore = sum(ORDERS_PREVIOUS);
  const stats = [
    { label: 'Revenue', value: formatCurrency(revenue), change: percentChange(revenue, revenueBefore), trend: REVENUE },
    { label: 'Orders', value: formatNumber(orders), change: percentChange(orders, ordersBefore), trend: ORDERS },
    {
      label: 'Average order value',
      value: formatCurrency(revenue / orders, 2),
      change: percentChange(revenue / orders, revenueBefore / ordersBefore),
      trend: REVENUE.map((value, index) => value / ORDERS[index]),
    },
    {
      label: 'Returning customers',
      value: `${Math.round(sum(RETURNING) / RETURNING.length)}%`,
      change: -1.2,
      trend: RETURNING,
    },
  ];
  const topUnits = TOP_PRODUCTS[0].units;

  const chart =
    metric === 'revenue'
      ? {
          current: { label: 'Last 12 weeks', values: REVENUE },
          previous: { label: 'Previous 12 weeks', values: REVENUE_PREVIOUS },
          format: (value: number) =>
            value >= 1000 ? `$${(value / 1000).toFixed(value % 1000 ? 1 : 0)}k` : `$${value}`,
          formatValue: (value: number) => formatCurrency(value),
          summary: `Weekly revenue rose from ${formatCurrency(REVENUE[0])} to ${formatCurrency(REVENUE[REVENUE.length - 1])} over the last 12 weeks, ahead of the previous period every week.`,
        }
      : {
          current: { label: 'Last 12 weeks', values: ORDERS },
          previous: { label: 'Previous 12 weeks', values: ORDERS_PREVIOUS },
          format: (value: number) => String(Math.round(value)),
          formatValue: (value: number) => `${value} orders`,
          summary: `Weekly orders rose from ${ORDERS[0]} to ${ORDERS[ORDERS.length - 1]} over the last 12 weeks.`,
        };

  const navigate = (id: string) => {
    setActive(id);
    setMobileOpen(false);
  };

  return (
    <Box sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': {
            width: DRAWER_WIDTH,
            position: 'sticky',
            top: 0,
            height: '100vh',
            boxSizing: 'border-box',
          },
        }}
      >
        <DashboardNav active={active} onNavigate={navigate} />
      </Drawer>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <DashboardNav active={active} onNavigate={navigate} />
      </Drawer>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" sx={{ top: 0, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
            <IconButton
              edge="start"
              aria-label="Open navigation"
              aria-expanded={mobileOpen}
              onClick={() => setMobileOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuRoundedIcon />
            </IconButton>
            <Box role="search" sx={{ flex: 1, maxWidth: 420, display: { xs: 'none', sm: 'block' } }}>
              <TextField
                size="small"
                type="search"
                placeholder="Search orders, products, customers"
                fullWidth
                slotProps={{
                  htmlInput: { 'aria-label': 'Search the store' },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchRoundedIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Box>
            <Box sx={{ flex: { xs: 1, sm: 0 } }} />
            <Tooltip title="Notifications">
              <IconButton aria-label="Notifications, 3 unread">
                <Badge badgeContent={3} color="error">
                  <NotificationsRoundedIcon />
                </Badge>
              </IconButton>
            </Tooltip>
            <Tooltip title="Signed in as Ana Ruiz">
              <IconButton aria-label="Account: Ana Ruiz" sx={{ p: 0.5 }}>
                <Avatar
                  component="span"
                  sx={{
                    width: 34,
                    height: 34,
                    bgcolor: 'secondary.main',
                    color: 'secondary.contrastText',
                    fontWeight: 700,
                    fontSize: 14,
                  }}
                >
                  AR
                </Avatar>
              </IconButton>
            </Tooltip>
          </Toolbar>
        </AppBar>
        <Main sx={{ flex: 1, p: { xs: 2, sm: 3, lg: 4 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
          >
            <Box>
              <Typography component="h1" variant="h4">
                Overview
              </Typography>
              <Typography color="text.secondary">Last 12 weeks, {WEEKS[0]} to Nov 22, 2026</Typography>
            </Box>
          </Stack>
          <Grid container spacing={{ xs: 2, md: 3 }}>
            {stats.map((stat) => (
              <Grid key={stat.label} size={{ xs: 12, sm: 6, lg: 3 }}>
                <StatCard {...stat} />
              </Grid>
            ))}
            <Grid size={{ xs: 12, lg: 8 }}>
              <SectionCard
                id="revenue"
                title={metric === 'revenue' ? 'Revenue by week' : 'Orders by week'}
                action={
                  <ToggleButtonGroup
                    size="small"
                    exclusive
                    value={metric}
                    onChange={(_, next: Metric | null) => next && setMetric(next)}
                    aria-label="Chart metric"
                    color="primary"
                  >
                    <ToggleButton value="revenue">Revenue</ToggleButton>
                    <ToggleButton value="orders">Orders</ToggleButton>
                  </ToggleButtonGroup>
                }
              >
                <RevenueChart labels={WEEKS} {...chart} />
              </SectionCard>
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <SectionCard id="products" title="Top products">
                <Stack component="ol" spacing={2.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {TOP_PRODUCTS.map((product) => (
                    <li key={product.name}>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {product.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                          {product.units} sold
                        </Typography>
                      </Stack>
                      <LinearProgress
                        variant="determinate"
                        value={(product.units / topUnits) * 100}
                        aria-label={`${product.name}, ${product.units} sold`}
                        sx={{ height: 8, borderRadius: 4 }}
                      />
                    </li>
                  ))}
                </Stack>
              </SectionCard>
            </Grid>
            <Grid size={12}>
              <SectionCard id="orders" title="Recent orders">
                <OrdersTable labelledBy="orders-title" />
              </SectionCard>
            </Grid>
          </Grid>
        </Main>
        <Box component="footer" sx={{ px: { xs: 2, sm: 3, lg: 4 }, py: 2.5, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            © 2026 Kiln &amp; Co. Store admin · Figures are sample data.
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
