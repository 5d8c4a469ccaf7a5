import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { Invoice, invoices, isoDate } from './invoices';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 170 },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => isoDate(value),
  },
  { field: 'amount', headerName: 'Amount (EUR)', type: 'number', width: 130 },
  { field: 'status', headerName: 'Status', width: 100 },
];

// The accounting system only imports these three columns, in this order.
const ACCOUNTING_FIELDS = ['number', 'issued', 'amount'];

export default function ExportApiRef() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() =>
            setPreview(apiRef.current.getDataAsCsv({ fields: ACCOUNTING_FIELDS }))
          }
        >
          Preview CSV
        </Button>
        <Button
          variant="contained"
          onClick={() =>
            apiRef.current.exportDataAsCsv({
              fields: ACCOUNTING_FIELDS,
              fileName: 'accounting-import',
            })
          }
        >
          Download CSV
        </Button>
      </Stack>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          aria-label="Invoices exported through the API"
          apiRef={apiRef}
          rows={invoices}
          columns={columns}
          initialState={{
            sorting: { sortModel: [{ field: 'amount', sort: 'desc' }] },
          }}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        aria-live="polite"
        sx={{
          m: 0,
          p: preview ? 1 : 0,
          fontFamily: 'monospace',
          whiteSpace: 'pre-wrap',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {preview}
      </Typography>
    </Stack>
  );
}
