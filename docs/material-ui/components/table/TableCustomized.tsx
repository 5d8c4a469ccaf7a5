import * as React from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { styled } from '@mui/material/styles';
import { formatPrice, orders, type Order } from './orders';

const HeaderCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontWeight: 600,
  },
}));

const StripedRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(even)': {
    backgroundColor: theme.palette.action.hover,
  },
  '&:last-child td, &:last-child th': {
    border: 0,
  },
}));

const statusColor: Record<Order['status'], 'success' | 'primary' | 'default'> = {
  Paid: 'success',
  Shipped: 'primary',
  Refunded: 'default',
};

export default function TableCustomized() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Orders with status">
        <TableHead>
          <TableRow>
            <HeaderCell>Order</HeaderCell>
            <HeaderCell>Customer</HeaderCell>
            <HeaderCell>Status</HeaderCell>
            <HeaderCell align="right">Total</HeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.slice(0, 6).map((order) => (
            <StripedRow key={order.id}>
              <TableCell component="th" scope="row">
                {order.id}
              </TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={order.status}
                  color={statusColor[order.status]}
                />
              </TableCell>
              <TableCell align="right">{formatPrice(order.total)}</TableCell>
            </StripedRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
