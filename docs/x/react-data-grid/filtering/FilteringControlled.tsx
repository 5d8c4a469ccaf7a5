import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { Employee, dateFormatter, employees, salaryFormatter } from './employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => salaryFormatter.format(value),
  },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormatter.format(value),
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

const PRESETS: Record<string, GridFilterModel> = {
  all: { items: [] },
  remote: { items: [{ field: 'remote', operator: 'is', value: 'true' }] },
  senior: { items: [{ field: 'salary', operator: '>=', value: 100000 }] },
  recent: {
    items: [
      { field: 'startDate', operator: 'onOrAfter', value: new Date(2022, 0, 1) },
    ],
  },
};

export default function FilteringControlled() {
  const [preset, setPreset] = React.useState<string | null>('remote');
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(
    PRESETS.remote,
  );

  const handlePreset = (_: React.MouseEvent<HTMLElement>, value: string | null) => {
    if (value !== null) {
      setPreset(value);
      setFilterModel(PRESETS[value]);
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset}
        onChange={handlePreset}
        aria-label="Filter preset"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">Everyone</ToggleButton>
        <ToggleButton value="remote">Remote</ToggleButton>
        <ToggleButton value="senior">$100k and up</ToggleButton>
        <ToggleButton value="recent">Joined since 2022</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          aria-label="Employees filtered by the chosen preset"
          rows={employees}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            setPreset(null);
          }}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}
      >
        {`filterModel.items: ${JSON.stringify(filterModel.items)}`}
      </Typography>
    </Stack>
  );
}
