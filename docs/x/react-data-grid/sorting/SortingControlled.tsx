import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridSortModel } from '@mui/x-data-grid';
import { flightColumns } from './columns';
import { flights } from './flights';

const presets: Record<string, GridSortModel> = {
  cheapest: [{ field: 'fare', sort: 'asc' }],
  shortest: [{ field: 'duration', sort: 'asc' }],
  latest: [{ field: 'departure', sort: 'desc' }],
};

export default function SortingControlled() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(presets.cheapest);

  const preset =
    Object.keys(presets).find(
      (key) =>
        presets[key][0].field === sortModel[0]?.field &&
        presets[key][0].sort === sortModel[0]?.sort,
    ) ?? null;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        aria-label="Sort flights"
        size="small"
        exclusive
        value={preset}
        onChange={(_event, value: string | null) =>
          setSortModel(value ? presets[value] : [])
        }
      >
        <ToggleButton value="cheapest">Cheapest</ToggleButton>
        <ToggleButton value="shortest">Shortest</ToggleButton>
        <ToggleButton value="latest">Latest departure</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          aria-label="Departures with a controlled sort"
          rows={flights}
          columns={flightColumns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        sortModel: <code>{JSON.stringify(sortModel)}</code>
      </Typography>
    </Stack>
  );
}
