import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { Invoice, amountFormatter, invoices, isoDate } from './invoices';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => isoDate(value),
  },
  {
    field: 'amount',
    headerName: 'Amount (EUR)',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => amountFormatter.format(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ExportToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Invoices, exportable to CSV or print"
        rows={invoices}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            csvOptions: {
              fileName: 'invoices-q1-2025',
              // Semicolons suit spreadsheets in locales that write 1,5 for 1.5.
              delimiter: ';',
              // Lets Excel read "Café Müller" and "Żabka" as UTF-8.
              utf8WithBom: true,
            },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
      />
    </Box>
  );
}
