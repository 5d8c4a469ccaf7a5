import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { StatusChip } from './cells';
import { shipments, shortDate, type Shipment } from './shipments';

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'carrier', headerName: 'Carrier', width: 170 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Booked', 'In transit', 'Customs hold', 'Delayed', 'Delivered'],
    width: 140,
    renderCell: (params) => <StatusChip status={params.row.status} />,
  },
  {
    field: 'eta',
    headerName: 'Planned arrival',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date) => shortDate.format(value),
  },
  { field: 'priority', headerName: 'Priority', type: 'boolean', width: 110 },
];

export default function DemoDelayedShipments() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="Delayed shipments"
        rows={shipments}
        columns={columns}
        density="compact"
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'status', operator: 'is', value: 'Delayed' }],
            },
          },
          sorting: {
            sortModel: [{ field: 'priority', sort: 'desc' }],
          },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[25, 50]}
        getRowClassName={(params) => (params.row.priority ? 'priority' : '')}
        sx={{
          '& .priority': { fontWeight: 'fontWeightMedium' },
        }}
      />
    </Box>
  );
}
