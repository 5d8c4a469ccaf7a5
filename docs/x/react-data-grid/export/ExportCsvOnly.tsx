import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarFilterButton,
} from '@mui/x-data-grid';
import { Invoice, amountFormatter, invoices, isoDate } from './invoices';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  // Internal column: shown on screen, never exported.
  { field: 'id', headerName: 'Row', width: 70, disableExport: true },
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
];

function CsvToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
      <GridToolbarExport
        csvOptions={{ fileName: 'open-invoices' }}
        printOptions={{ disableToolbarButton: true }}
      />
    </GridToolbarContainer>
  );
}

export default function ExportCsvOnly() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Invoices with a CSV-only export menu"
        rows={invoices}
        columns={columns}
        checkboxSelection
        slots={{ toolbar: CsvToolbar }}
      />
    </Box>
  );
}
