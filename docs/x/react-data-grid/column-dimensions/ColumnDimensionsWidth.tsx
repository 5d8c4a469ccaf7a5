import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnResizeParams } from '@mui/x-data-grid';
import { Employee, employees } from './employees';

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 60, resizable: false },
  { field: 'name', headerName: 'Name', width: 180, minWidth: 120 },
  { field: 'role', headerName: 'Role', width: 200, minWidth: 150, maxWidth: 320 },
  { field: 'office', headerName: 'Office', width: 120 },
];

export default function ColumnDimensionsWidth() {
  const [lastResize, setLastResize] = React.useState<string | null>(null);

  const handleWidthChange = (params: GridColumnResizeParams) => {
    setLastResize(
      `${params.colDef.headerName ?? params.colDef.field} is now ${Math.round(params.width)} px wide.`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          aria-label="Employees with fixed column widths"
          rows={employees}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, minHeight: 20 }}>
        {lastResize ?? 'Drag a column border in the header to resize it.'}
      </Typography>
    </Box>
  );
}
