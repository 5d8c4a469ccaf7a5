import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridRowId,
} from '@mui/x-data-grid';
import { dateFormat, dateTimeFormat, Order, orders } from './data';

export default function ColumnDefinitionTypes() {
  const [rows, setRows] = React.useState<Order[]>(orders);

  const markShipped = React.useCallback((id: GridRowId) => {
    setRows((prev) =>
      prev.map((row) =>
        row.id === id
          ? { ...row, status: 'Shipped', shippedAt: new Date(2024, 2, 12, 10, 0) }
          : row,
      ),
    );
  }, []);

  const remove = React.useCallback((id: GridRowId) => {
    setRows((prev) => prev.filter((row) => row.id !== id));
  }, []);

  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      { field: 'product', headerName: 'Product', type: 'string', width: 170 },
      { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
      {
        field: 'orderedOn',
        headerName: 'Ordered',
        type: 'date',
        width: 120,
        valueFormatter: (value: Date) => dateFormat.format(value),
      },
      {
        field: 'shippedAt',
        headerName: 'Shipped at',
        type: 'dateTime',
        width: 160,
        valueFormatter: (value: Date | null) =>
          value ? dateTimeFormat.format(value) : '—',
      },
      { field: 'giftWrapped', headerName: 'Gift wrap', type: 'boolean', width: 100 },
      {
        field: 'status',
        headerName: 'Status',
        type: 'singleSelect',
        valueOptions: ['Pending', 'Shipped', 'Delivered', 'Cancelled'],
        width: 120,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: (params) => [
          <GridActionsCellItem
            key="ship"
            icon={<LocalShippingIcon />}
            label="Mark as shipped"
            disabled={params.row.status !== 'Pending'}
            onClick={() => markShipped(params.id)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete order"
            onClick={() => remove(params.id)}
          />,
        ],
      },
    ],
    [markShipped, remove],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Orders with typed columns"
        rows={rows}
        columns={columns}
      />
    </Box>
  );
}
