import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { Employee, employees } from './employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 230 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function ColumnDimensionsFixed() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        aria-label="Employees with resizing turned off"
        rows={employees}
        columns={columns}
        disableColumnResize
      />
    </Box>
  );
}
