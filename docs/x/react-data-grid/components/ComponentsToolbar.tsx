import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import {
  DataGrid,
  GridSlotProps,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarFilterButton,
} from '@mui/x-data-grid';
import { Order, orderColumns, orders } from './orders';

// Tell TypeScript about the extra prop this toolbar receives through slotProps.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddSampleOrder?: () => void;
  }
}

function OrdersToolbar({ onAddSampleOrder }: GridSlotProps['toolbar']) {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      <GridToolbarDensitySelector />
      <Box sx={{ flexGrow: 1 }} />
      <Button size="small" startIcon={<AddIcon />} onClick={onAddSampleOrder}>
        Add order
      </Button>
      <GridToolbarExport csvOptions={{ fileName: 'orders' }} />
    </GridToolbarContainer>
  );
}

export default function ComponentsToolbar() {
  const [rows, setRows] = React.useState<Order[]>(orders.slice(0, 12));

  const addSampleOrder = () =>
    setRows((current) => [
      {
        id: `SO-${40000 + current.length}`,
        customer: 'Chloé Martin',
        product: 'Headlamp, 400 lm',
        quantity: 1,
        total: 45,
        country: 'France',
      },
      ...current,
    ]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Outdoor shop orders with a custom toolbar"
        rows={rows}
        columns={orderColumns}
        slots={{ toolbar: OrdersToolbar }}
        slotProps={{ toolbar: { onAddSampleOrder: addSampleOrder } }}
      />
    </Box>
  );
}
