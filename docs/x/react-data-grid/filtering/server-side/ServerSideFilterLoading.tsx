import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { Ticket, fetchTickets } from './ticketServer';

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'status', headerName: 'Status', width: 100 },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      {/* Wait longer between keystrokes: every search is a request. */}
      <GridToolbarQuickFilter debounceMs={400} />
    </GridToolbarContainer>
  );
}

export default function ServerSideFilterLoading() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['refund'],
  });
  const [rows, setRows] = React.useState<Ticket[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchTickets(filterModel, 1200).then((tickets) => {
      if (current) {
        setRows(tickets);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        aria-label="Support tickets searched on the server"
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
        disableColumnFilter
        slots={{ toolbar: SearchToolbar }}
        slotProps={{
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
        }}
      />
    </Box>
  );
}
