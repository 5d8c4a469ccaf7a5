import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { money, shipments, type TransportMode } from './shipments';

interface CarrierRow {
  id: string;
  mode: TransportMode;
  shipments: number;
  delayed: number;
  onTime: number;
  revenue: number;
}

const carriers: CarrierRow[] = Object.values(
  shipments.reduce<Record<string, CarrierRow>>((acc, shipment) => {
    const row = acc[shipment.carrier] ?? {
      id: shipment.carrier,
      mode: shipment.mode,
      shipments: 0,
      delayed: 0,
      onTime: 0,
      revenue: 0,
    };
    row.shipments += 1;
    row.delayed += shipment.status === 'Delayed' ? 1 : 0;
    row.revenue += shipment.freightCost;
    row.onTime = 1 - row.delayed / row.shipments;
    acc[shipment.carrier] = row;
    return acc;
  }, {}),
);

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
});

const columns: GridColDef<CarrierRow>[] = [
  { field: 'id', headerName: 'Carrier', flex: 1, minWidth: 180 },
  { field: 'mode', headerName: 'Mode', width: 90 },
  { field: 'shipments', headerName: 'Shipments', type: 'number', width: 110 },
  { field: 'delayed', headerName: 'Delayed', type: 'number', width: 100 },
  {
    field: 'onTime',
    headerName: 'On time',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => percent.format(value),
  },
  {
    field: 'revenue',
    headerName: 'Freight billed',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => money.format(value),
  },
];

export default function DemoCarrierScorecard() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGrid
        aria-label="Carrier scorecard"
        rows={carriers}
        columns={columns}
        hideFooter
        density="compact"
        disableRowSelectionOnClick
        disableColumnMenu
        initialState={{
          sorting: { sortModel: [{ field: 'onTime', sort: 'asc' }] },
        }}
      />
    </Box>
  );
}
