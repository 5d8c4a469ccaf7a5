import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridToolbar,
  getGridSingleSelectOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { PRIORITIES, STATUSES, Ticket, fetchTickets } from './ticketServer';

// Offer only the operators the API understands.
const textOperators = getGridStringOperators().filter(
  (operator) => operator.value === 'contains',
);
const selectOperators = getGridSingleSelectOperators().filter(
  (operator) => operator.value === 'is' || operator.value === 'not',
);

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90, filterable: false },
  {
    field: 'subject',
    headerName: 'Subject',
    flex: 1,
    minWidth: 220,
    filterOperators: textOperators,
  },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 170,
    filterOperators: textOperators,
  },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: PRIORITIES,
    width: 110,
    filterOperators: selectOperators,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 100,
    filterOperators: selectOperators,
  },
  { field: 'opened', headerName: 'Opened', width: 110, filterable: false },
];

export default function ServerSideFilterBasic() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'priority', operator: 'is', value: 'Urgent' }],
  });
  const [rows, setRows] = React.useState<Ticket[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true; // Ignore answers to requests that a newer one replaced.
    setLoading(true);
    fetchTickets(filterModel).then((tickets) => {
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
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          aria-label="Support tickets filtered on the server"
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={loading}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}
      >
        {`Last request: ${JSON.stringify({
          items: filterModel.items.map(({ field, operator, value }) => ({
            field,
            operator,
            value,
          })),
          quickFilterValues: filterModel.quickFilterValues ?? [],
        })}`}
      </Typography>
    </Stack>
  );
}
