import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { Employee, employees, salaryFormatter } from './employees';

const columns: GridColDef<Employee>[] = [
  // Names are unique per person: searching them belongs in the quick filter.
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, filterable: false },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    filterable: false,
    valueFormatter: (value: number) => salaryFormatter.format(value),
  },
];

export default function FilteringDisabled() {
  const [disableColumnFilter, setDisableColumnFilter] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableColumnFilter}
            onChange={(event) => setDisableColumnFilter(event.target.checked)}
          />
        }
        label="disableColumnFilter"
      />
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          aria-label="Employees with filtering limited to some columns"
          rows={employees}
          columns={columns}
          disableColumnFilter={disableColumnFilter}
          slots={{ toolbar: GridToolbar }}
        />
      </Box>
    </Stack>
  );
}
