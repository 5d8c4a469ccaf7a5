import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridLoadingOverlayVariant } from '@mui/x-data-grid';
import { departureColumns, departures } from './departures';

export default function OverlaysLoadingVariants() {
  const [variant, setVariant] =
    React.useState<GridLoadingOverlayVariant>('skeleton');
  const [withRows, setWithRows] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_, value: GridLoadingOverlayVariant | null) => {
            if (value) {
              setVariant(value);
            }
          }}
          aria-label="Loading overlay variant"
        >
          <ToggleButton value="skeleton">skeleton</ToggleButton>
          <ToggleButton value="linear-progress">linear-progress</ToggleButton>
          <ToggleButton value="circular-progress">circular-progress</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={withRows}
              onChange={(event) => setWithRows(event.target.checked)}
            />
          }
          label="Rows already loaded"
        />
      </Stack>
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          aria-label="Departures board while loading"
          rows={withRows ? departures : []}
          columns={departureColumns}
          loading
          slotProps={{
            loadingOverlay: { variant, noRowsVariant: variant },
          }}
        />
      </Box>
    </Stack>
  );
}
