import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  {
    field: 'id',
    headerName: 'Ticket',
    width: 90,
    valueFormatter: (value: number) => `#${value}`,
  },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 240 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

export default function RowHeightFixed() {
  const [rowHeight, setRowHeight] = React.useState(36);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ maxWidth: 320, px: 1 }}>
        <Typography id="row-height-fixed-label" variant="body2" gutterBottom>
          Row height: {rowHeight} px
        </Typography>
        <Slider
          aria-labelledby="row-height-fixed-label"
          value={rowHeight}
          onChange={(_event, value) => setRowHeight(value as number)}
          min={28}
          max={72}
          step={4}
          marks
          size="small"
        />
      </Box>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          aria-label="Support tickets with a fixed row height"
          rows={tickets}
          columns={columns}
          rowHeight={rowHeight}
          columnHeaderHeight={44}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
