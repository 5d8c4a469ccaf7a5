import * as React from 'react';
import { styled } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

type Status = 'shipped' | 'processing' | 'cancelled';

const StatusBadge = styled('span', {
  shouldForwardProp: (prop) => prop !== 'status',
})<{ status: Status }>(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.25, 1),
  borderRadius: 12,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: theme.typography.fontWeightMedium,
  variants: [
    {
      props: { status: 'shipped' },
      style: [
        { color: '#1b5e20', backgroundColor: '#e8f5e9' },
        theme.applyStyles('dark', { color: '#a5d6a7', backgroundColor: '#1b3a1f' }),
      ],
    },
    {
      props: { status: 'processing' },
      style: [
        { color: '#663c00', backgroundColor: '#fff4e5' },
        theme.applyStyles('dark', { color: '#ffd699', backgroundColor: '#3d2a05' }),
      ],
    },
    {
      props: { status: 'cancelled' },
      style: [
        { color: '#8a1c1c', backgroundColor: '#fdecea' },
        theme.applyStyles('dark', { color: '#f4b4b4', backgroundColor: '#3b1414' }),
      ],
    },
  ],
}));

const orders: { id: string; date: string; total: string; status: Status }[] = [
  { id: '#10421', date: '4 Mar 2024', total: '$129.00', status: 'shipped' },
  { id: '#10422', date: '5 Mar 2024', total: '$48.50', status: 'processing' },
  { id: '#10423', date: '5 Mar 2024', total: '$312.99', status: 'cancelled' },
];

const labels: Record<Status, string> = {
  shipped: 'Shipped',
  processing: 'Processing',
  cancelled: 'Cancelled',
};

export default function UpgradeToV6ApplyStyles() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, overflowX: 'auto' }}>
      <Table size="small" aria-label="Recent orders">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell>{order.id}</TableCell>
              <TableCell>{order.date}</TableCell>
              <TableCell align="right">{order.total}</TableCell>
              <TableCell>
                <StatusBadge status={order.status}>
                  {labels[order.status]}
                </StatusBadge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
