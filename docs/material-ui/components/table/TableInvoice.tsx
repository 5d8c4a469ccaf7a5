import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPrice } from './orders';

const VAT_RATE = 0.21;

const lines = [
  { description: 'Design review, 6 hours', quantity: 6, unit: 85 },
  { description: 'Icon set, 24 icons', quantity: 1, unit: 360 },
  { description: 'Usability test sessions', quantity: 4, unit: 120 },
];

export default function TableInvoice() {
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unit, 0);
  const vat = subtotal * VAT_RATE;

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Invoice INV-2026-031">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.description}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatPrice(line.unit)}</TableCell>
              <TableCell align="right">
                {formatPrice(line.quantity * line.unit)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>Subtotal</TableCell>
            <TableCell align="right">{formatPrice(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>VAT</TableCell>
            <TableCell align="right">{`${(VAT_RATE * 100).toFixed(0)} %`}</TableCell>
            <TableCell align="right">{formatPrice(vat)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
              Total due
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatPrice(subtotal + vat)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
