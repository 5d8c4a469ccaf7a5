import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { currency, employees, type Employee } from './data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170 },
  { field: 'office', headerName: 'Office', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
];

const newHires: Omit<Employee, 'id'>[] = [
  {
    name: 'Chloé Martin',
    role: 'QA engineer',
    office: 'Lyon',
    startDate: new Date(Date.UTC(2024, 1, 5)),
    salary: 71000,
  },
  {
    name: 'Kwame Mensah',
    role: 'DevOps engineer',
    office: 'Accra',
    startDate: new Date(Date.UTC(2024, 2, 11)),
    salary: 95000,
  },
  {
    name: 'Ingrid Larsen',
    role: 'Technical writer',
    office: 'Oslo',
    startDate: new Date(Date.UTC(2024, 3, 2)),
    salary: 69000,
  },
];

export default function RowDefinitionImmutable() {
  const [rows, setRows] = React.useState<Employee[]>(employees);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const [nextId, setNextId] = React.useState(employees.length + 1);

  const hire = () => {
    const template = newHires[(nextId - employees.length - 1) % newHires.length];
    // A new array with a new object at the end: the old array is left untouched.
    setRows((current) => [...current, { ...template, id: nextId }]);
    setNextId((id) => id + 1);
  };

  const giveRaise = () => {
    // Replace each selected row with a copy; rows that did not change keep their object.
    setRows((current) =>
      current.map((row) =>
        selection.includes(row.id)
          ? { ...row, salary: Math.round(row.salary * 1.05) }
          : row,
      ),
    );
  };

  const remove = () => {
    setRows((current) => current.filter((row) => !selection.includes(row.id)));
    setSelection([]);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={hire}>
          Add a new hire
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={giveRaise}
          disabled={selection.length === 0}
        >
          Give a 5% raise
        </Button>
        <Button
          variant="outlined"
          color="error"
          size="small"
          onClick={remove}
          disabled={selection.length === 0}
        >
          Remove selected
        </Button>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          aria-label="Team roster"
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {rows.length} people, payroll{' '}
        {currency.format(rows.reduce((sum, row) => sum + row.salary, 0))} a year
      </Typography>
    </Stack>
  );
}
