import * as React from 'react';
import Button from '@mui/joy/Button';
import Table from '@mui/joy/Table';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';

type Product = { name: string; stock: number; price: number };
type Key = keyof Product;

const PRODUCTS: Product[] = [
  { name: 'Desk lamp', stock: 42, price: 39 },
  { name: 'Ergonomic chair', stock: 7, price: 289 },
  { name: 'Monitor arm', stock: 18, price: 79 },
  { name: 'Standing desk', stock: 3, price: 549 },
];

const COLUMNS: { key: Key; label: string }[] = [
  { key: 'name', label: 'Product' },
  { key: 'stock', label: 'In stock' },
  { key: 'price', label: 'Price' },
];

export default function TableSortable() {
  const [sortBy, setSortBy] = React.useState<Key>('name');
  const [ascending, setAscending] = React.useState(true);
  const rows = [...PRODUCTS].sort((a, b) => {
    const order = a[sortBy] < b[sortBy] ? -1 : a[sortBy] > b[sortBy] ? 1 : 0;
    return ascending ? order : -order;
  });
  const sort = (key: Key) => {
    setAscending(key === sortBy ? !ascending : true);
    setSortBy(key);
  };
  return (
    <Table>
      <caption>Office furniture, sortable by any column</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => {
            const active = column.key === sortBy;
            const Arrow = ascending ? ArrowUpward : ArrowDownward;
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={
                  active ? (ascending ? 'ascending' : 'descending') : undefined
                }
              >
                <Button
                  variant="plain"
                  color="neutral"
                  size="sm"
                  onClick={() => sort(column.key)}
                  endDecorator={active ? <Arrow /> : null}
                  sx={{ px: 0.5, ml: -0.5, fontWeight: 'lg' }}
                >
                  {column.label}
                </Button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((product) => (
          <tr key={product.name}>
            <td>{product.name}</td>
            <td>{product.stock}</td>
            <td>${product.price}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
