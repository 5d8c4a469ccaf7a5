import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { currency, dateFormat, employees, type Employee } from './data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170 },
  { field: 'office', headerName: 'Office', width: 130 },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function RowDefinitionBasic() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        aria-label="Employees"
        rows={employees}
        columns={columns}
        hideFooter
      />
    </Box>
  );
}
