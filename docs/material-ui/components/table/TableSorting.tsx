import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { formatPrice, orders, type Order } from './orders';

type SortKey = 'customer' | 'placed' | 'total';
type Direction = 'asc' | 'desc';

const columns: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'customer', label: 'Customer' },
  { key: 'placed', label: 'Placed' },
  { key: 'total', label: 'Total', numeric: true },
];

const rows = orders.slice(0, 6);

function compare(a: Order, b: Order, key: SortKey) {
  const left = a[key];
  const right = b[key];
  return typeof left === 'number' && typeof right === 'number'
    ? left - right
    : String(left).localeCompare(String(right));
}

export default function TableSorting() {
  const [sortKey, setSortKey] = React.useState<SortKey>('total');
  const [direction, setDirection] = React.useState<Direction>('desc');
  const [selected, setSelected] = React.useState<string[]>([]);

  const sorted = React.useMemo(
    () =>
      [...rows].sort(
        (a, b) => compare(a, b, sortKey) * (direction === 'asc' ? 1 : -1),
      ),
    [sortKey, direction],
  );

  const sortBy = (key: SortKey) => {
    setDirection(key === sortKey && direction === 'asc' ? 'desc' : 'asc');
    setSortKey(key);
  };

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id)
        ? current.filter((item) => item !== id)
        : [...current, id],
    );

  const allSelected = selected.length === rows.length;

  return (
    <Paper variant="outlined">
      <Typography
        variant="subtitle2"
        component="p"
        sx={{ px: 2, pt: 2 }}
        role="status"
      >
        {selected.length === 0
          ? 'No orders selected'
          : `${selected.length} selected`}
      </Typography>
      <TableContainer>
        <Table aria-label="Orders you can sort and select">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={selected.length > 0 && !allSelected}
                  onChange={() =>
                    setSelected(allSelected ? [] : rows.map((row) => row.id))
                  }
                  inputProps={{ 'aria-label': 'Select all orders' }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={sortKey === column.key ? direction : false}
                >
                  <TableSortLabel
                    active={sortKey === column.key}
                    direction={sortKey === column.key ? direction : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((order) => {
              const isSelected = selected.includes(order.id);
              return (
                <TableRow key={order.id} hover selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => toggle(order.id)}
                      inputProps={{ 'aria-label': `Select order ${order.id}` }}
                    />
                  </TableCell>
                  <TableCell>{order.customer}</TableCell>
                  <TableCell>{order.placed}</TableCell>
                  <TableCell align="right">{formatPrice(order.total)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
