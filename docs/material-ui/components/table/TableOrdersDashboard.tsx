import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { formatPrice, orders, type Order } from './orders';

type StatusFilter = Order['status'] | 'All';

export default function TableOrdersDashboard() {
  const [query, setQuery] = React.useState('');
  const [status, setStatus] = React.useState<StatusFilter>('All');

  const visible = orders.filter(
    (order) =>
      (status === 'All' || order.status === status) &&
      `${order.customer} ${order.city} ${order.id}`
        .toLowerCase()
        .includes(query.trim().toLowerCase()),
  );
  const revenue = visible
    .filter((order) => order.status !== 'Refunded')
    .reduce((sum, order) => sum + order.total, 0);

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <TextField
          size="small"
          label="Search orders"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status}
          onChange={(_event, next: StatusFilter | null) => next && setStatus(next)}
          aria-label="Status"
        >
          {(['All', 'Paid', 'Shipped', 'Refunded'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label="Filtered orders">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                City
              </TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((order) => (
              <TableRow key={order.id} hover>
                <TableCell component="th" scope="row">
                  {order.id}
                </TableCell>
                <TableCell>{order.customer}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {order.city}
                </TableCell>
                <TableCell align="right">{formatPrice(order.total)}</TableCell>
              </TableRow>
            ))}
            {visible.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    No orders match these filters.
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3}>
                {visible.length} orders · revenue excludes refunds
              </TableCell>
              <TableCell align="right">{formatPrice(revenue)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}
