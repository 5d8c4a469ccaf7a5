import React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { tint } from '../templateTheme';
import { RECENT_ORDERS, formatCurrency, type OrderStatus } from './data';

const STATUS_COLOR: Record<OrderStatus, ChipProps['color']> = {
  Paid: 'success',
  Processing: 'info',
  Shipped: 'primary',
  Refunded: 'default',
  'Awaiting payment': 'warning',
};

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

/**
 * The latest orders. On phones the table folds to two columns: the customer moves under the
 * order number and the status under the total. It scrolls inside its card if it still has to.
 */
export default function OrdersTable({ labelledBy }: { labelledBy: string }) {
  const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };
  const phoneOnly = { display: { xs: 'block', sm: 'none' } };
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        aria-labelledby={labelledBy}
        sx={{ minWidth: { xs: 260, sm: 560 }, '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell sx={hideOnPhone}>Customer</TableCell>
            <TableCell sx={hideOnPhone}>Date</TableCell>
            <TableCell sx={hideOnPhone} align="right">
              Items
            </TableCell>
            <TableCell sx={hideOnPhone}>Status</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {RECENT_ORDERS.map((order) => (
            <TableRow key={order.id} hover>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {order.id}
                <Typography variant="body2" color="text.secondary" sx={phoneOnly}>
                  {order.customer}
                </Typography>
              </TableCell>
              <TableCell sx={hideOnPhone}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar
                    sx={(theme) => ({
                      width: 32,
                      height: 32,
                      fontSize: 13,
                      fontWeight: 700,
                      display: { xs: 'none', md: 'flex' },
                      color: 'primary.main',
                      bgcolor: tint(theme, 'primary', 0.14),
                    })}
                  >
                    {initials(order.customer)}
                  </Avatar>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {order.customer}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                      {order.email}
                    </Typography>
                  </Box>
                </Stack>
              </TableCell>
              <TableCell sx={{ ...hideOnPhone, whiteSpace: 'nowrap' }}>{order.date}</TableCell>
              <TableCell sx={hideOnPhone} align="right">
                {order.items}
              </TableCell>
              <TableCell sx={hideOnPhone}>
                <Chip
                  label={order.status}
                  color={STATUS_COLOR[order.status]}
                  variant="outlined"
                  size="small"
                  sx={{ fontWeight: 600 }}
                />
              </TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                {formatCurrency(order.total, 2)}
                <Box sx={{ ...phoneOnly, mt: 0.5 }}>
                  <Chip
                    label={order.status}
                    color={STATUS_COLOR[order.status]}
                    variant="outlined"
                    size="small"
                    sx={{ fontWeight: 600 }}
                  />
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
