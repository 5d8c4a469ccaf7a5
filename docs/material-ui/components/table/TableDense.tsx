import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPrice, orders } from './orders';

export default function TableDense() {
  const [dense, setDense] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={dense}
            onChange={(event) => setDense(event.target.checked)}
          />
        }
        label="Dense rows"
      />
      <TableContainer component={Paper} variant="outlined">
        <Table size={dense ? 'small' : 'medium'} aria-label="Orders, compact">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Placed</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.slice(0, 6).map((order) => (
              <TableRow key={order.id} hover>
                <TableCell component="th" scope="row">
                  {order.id}
                </TableCell>
                <TableCell>{order.placed}</TableCell>
                <TableCell align="right">{formatPrice(order.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </div>
  );
}
