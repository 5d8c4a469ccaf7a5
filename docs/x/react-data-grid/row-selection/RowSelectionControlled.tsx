import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridRowSelectionModel } from '@mui/x-data-grid';
import { orderColumns } from './columns';
import { euro, orders } from './orders';

export default function RowSelectionControlled() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([
    'SO-10481',
    'SO-10485',
  ]);

  const selected = orders.filter((order) => selection.includes(order.id));
  const total = selected.reduce((sum, order) => sum + order.total, 0);
  const items = selected.reduce((sum, order) => sum + order.items, 0);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" role="status" sx={{ flexGrow: 1 }}>
          {selected.length === 0
            ? 'No orders selected.'
            : `${selected.length} ${selected.length === 1 ? 'order' : 'orders'}, ${items} items, ${euro.format(total)}`}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            setSelection(
              orders
                .filter((order) => order.status === 'Packed')
                .map((order) => order.id),
            )
          }
        >
          Select all packed
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={selection.length === 0}
          onClick={() => setSelection([])}
        >
          Clear selection
        </Button>
      </Stack>
      <Box sx={{ height: 370, width: '100%' }}>
        <DataGrid
          aria-label="Orders with a controlled selection"
          rows={orders}
          columns={orderColumns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
