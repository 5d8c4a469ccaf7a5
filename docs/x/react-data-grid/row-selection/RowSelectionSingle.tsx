import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridRowSelectionModel } from '@mui/x-data-grid';
import { orderColumns } from './columns';
import { euro, orders } from './orders';

export default function RowSelectionSingle() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([
    'SO-10483',
  ]);
  const order = orders.find((row) => row.id === selection[0]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          aria-label="Orders, one at a time"
          rows={orders}
          columns={orderColumns}
          checkboxSelection
          disableMultipleRowSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
        {order ? (
          <Typography variant="body2">
            <strong>{order.id}</strong> for {order.customer}, {order.city}:{' '}
            {order.items} {order.items === 1 ? 'item' : 'items'},{' '}
            {euro.format(order.total)}. {order.status}.
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Select an order to see its details.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
