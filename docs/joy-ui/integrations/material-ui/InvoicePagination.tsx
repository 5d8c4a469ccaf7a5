import * as React from 'react';
import {
  createTheme,
  ThemeProvider,
  THEME_ID as MATERIAL_THEME_ID,
} from '@mui/material/styles';
import Pagination from '@mui/material/Pagination';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useColorScheme } from '@mui/joy/styles';

const INVOICES = [
  ['INV-1031', 'Harbor Coffee', '$1,240.00', 'Paid'],
  ['INV-1032', 'Lumen Dental', '$860.50', 'Paid'],
  ['INV-1033', 'Oak & Pine Studio', '$3,100.00', 'Overdue'],
  ['INV-1034', 'Brightline Tours', '$415.75', 'Draft'],
  ['INV-1035', 'Kestrel Labs', '$2,980.00', 'Paid'],
  ['INV-1036', 'Mira Florist', '$192.00', 'Overdue'],
  ['INV-1037', 'Northwind Studio', '$1,505.20', 'Draft'],
];
const PAGE_SIZE = 3;
const STATUS_COLOR = {
  Paid: 'success',
  Overdue: 'danger',
  Draft: 'neutral',
} as const;

function useMaterialTheme() {
  const { mode, systemMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  return React.useMemo(
    () => createTheme({ palette: { mode: dark ? 'dark' : 'light' } }),
    [dark],
  );
}

export default function InvoicePagination() {
  const materialTheme = useMaterialTheme();
  const [page, setPage] = React.useState(1);
  const rows = INVOICES.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, overflowX: 'auto' }}>
      <Table size="sm" aria-label="Invoices" sx={{ minWidth: 300 }}>
        <thead>
          <tr>
            <th style={{ width: 90 }}>Invoice</th>
            <th>Client</th>
            <th style={{ width: 90, textAlign: 'right' }}>Amount</th>
            <th style={{ width: 80 }}>Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([id, client, amount, status]) => (
            <tr key={id}>
              <td>{id}</td>
              <td>{client}</td>
              <td style={{ textAlign: 'right' }}>{amount}</td>
              <td>
                <Chip
                  size="sm"
                  variant="soft"
                  color={STATUS_COLOR[status as keyof typeof STATUS_COLOR]}
                >
                  {status}
                </Chip>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Typography level="body-xs" sx={{ mt: 1.5, mb: 1 }}>
        Showing {rows.length} of {INVOICES.length} invoices
      </Typography>
      <ThemeProvider theme={{ [MATERIAL_THEME_ID]: materialTheme }}>
        <Pagination
          count={Math.ceil(INVOICES.length / PAGE_SIZE)}
          page={page}
          onChange={(_event, value) => setPage(value)}
          size="small"
          color="primary"
        />
      </ThemeProvider>
    </Sheet>
  );
}
