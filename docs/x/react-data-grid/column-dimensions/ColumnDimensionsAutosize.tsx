import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { Employee, employees, salaryFormat } from './employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'role', headerName: 'Role' },
  { field: 'department', headerName: 'Department' },
  { field: 'office', headerName: 'Office' },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    valueFormatter: (value: number) => salaryFormat.format(value),
  },
];

export default function ColumnDimensionsAutosize() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [expand, setExpand] = React.useState(false);

  const autosizeOptions = { includeHeaders, includeOutliers, expand };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1 }}
      >
        <Button
          variant="outlined"
          onClick={() => apiRef.current.autosizeColumns(autosizeOptions)}
        >
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Checkbox
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="Include headers"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={includeOutliers}
              onChange={(event) => setIncludeOutliers(event.target.checked)}
            />
          }
          label="Include outliers"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={expand}
              onChange={(event) => setExpand(event.target.checked)}
            />
          }
          label="Expand to fill"
        />
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          aria-label="Employees with autosized columns"
          apiRef={apiRef}
          rows={employees}
          columns={columns}
          autosizeOptions={autosizeOptions}
        />
      </Box>
    </Box>
  );
}
