import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { Employee, employees, salaryFormat } from './employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', flex: 2, minWidth: 220 },
  { field: 'department', headerName: 'Department', width: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => salaryFormat.format(value),
  },
];

export default function ColumnDimensionsFlex() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        aria-label="Employees with flexible column widths"
        rows={employees}
        columns={columns}
      />
    </Box>
  );
}
