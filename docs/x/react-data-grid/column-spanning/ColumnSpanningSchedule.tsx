import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { schedule, Slot } from './schedule';

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  {
    field: 'auditorium',
    headerName: 'Auditorium',
    width: 250,
    colSpan: (_value, row) => row.span,
    cellClassName: (params) => (params.row.kind === 'break' ? 'break-slot' : ''),
  },
  { field: 'harbourRoom', headerName: 'Harbour Room', width: 250 },
  { field: 'gardenRoom', headerName: 'Garden Room', width: 250 },
];

export default function ColumnSpanningSchedule() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        '& .break-slot': {
          backgroundColor: alpha(theme.palette.success.main, 0.12),
          fontStyle: 'italic',
        },
      })}
    >
      <DataGrid
        aria-label="Conference schedule by room"
        rows={schedule}
        columns={columns}
        disableColumnSorting
        disableColumnMenu
        hideFooter
        showCellVerticalBorder
        showColumnVerticalBorder
      />
    </Box>
  );
}
