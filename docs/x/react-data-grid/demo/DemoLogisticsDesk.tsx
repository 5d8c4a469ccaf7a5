import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { ModeLabel, RouteProgress, StatusChip } from './cells';
import {
  money,
  shipments,
  shortDate,
  type Shipment,
  type ShipmentStatus,
  type TransportMode,
} from './shipments';

const statuses: ShipmentStatus[] = [
  'Booked',
  'In transit',
  'Customs hold',
  'Delayed',
  'Delivered',
];
const modes: TransportMode[] = ['Air', 'Sea', 'Road', 'Rail'];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  {
    field: 'route',
    headerName: 'Route',
    width: 200,
    valueGetter: (_value, row) => `${row.origin} → ${row.destination}`,
  },
  {
    field: 'mode',
    headerName: 'Mode',
    type: 'singleSelect',
    valueOptions: modes,
    width: 100,
    renderCell: (params) => <ModeLabel mode={params.row.mode} />,
  },
  { field: 'carrier', headerName: 'Carrier', width: 170 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 140,
    renderCell: (params) => <StatusChip status={params.row.status} />,
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 160,
    renderCell: (params) => <RouteProgress value={params.row.progress} />,
  },
  {
    field: 'eta',
    headerName: 'ETA',
    type: 'date',
    width: 100,
    valueFormatter: (value: Date) => shortDate.format(value),
  },
  {
    field: 'weightKg',
    headerName: 'Weight (kg)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
  {
    field: 'freightCost',
    headerName: 'Freight',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => money.format(value),
  },
  { field: 'priority', headerName: 'Priority', type: 'boolean', width: 110 },
];

export default function DemoLogisticsDesk() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        aria-label="Freight shipments"
        rows={shipments}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          pagination: { paginationModel: { pageSize: 25 } },
          columns: { columnVisibilityModel: { carrier: false } },
        }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
