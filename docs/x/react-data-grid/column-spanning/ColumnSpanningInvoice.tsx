import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { InvoiceLine, invoiceLines, money } from './invoice';

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'description',
    headerName: 'Description',
    width: 280,
    // Summary rows: the label covers the quantity and unit price columns too.
    colSpan: (_value, row) => (row.kind === 'item' ? 1 : 3),
    align: 'left',
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => money.format(value),
  },
];

export default function ColumnSpanningInvoice() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .summary-row .MuiDataGrid-cell[data-field="description"]': {
          justifyContent: 'flex-end',
          textAlign: 'right',
        },
        '& .total-row': { fontWeight: 'fontWeightBold' },
      }}
    >
      <DataGrid
        aria-label="Invoice 2024-0187"
        rows={invoiceLines}
        columns={columns}
        getRowClassName={(params) =>
          params.row.kind === 'item'
            ? ''
            : `summary-row${params.row.kind === 'total' ? ' total-row' : ''}`
        }
        disableColumnSorting
        disableColumnMenu
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
