import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridDensity } from '@mui/x-data-grid';
import { ticketColumns } from './columns';
import { tickets } from './tickets';

const escalated = tickets.filter(
  (ticket) => ticket.priority === 'High' || ticket.priority === 'Urgent',
);

export default function AccessibilityDensity() {
  const titleId = React.useId();
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        sx={{
          mb: 1,
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography
          id={titleId}
          variant="subtitle1"
          component="p"
          sx={{ fontWeight: 600 }}
        >
          Escalation queue
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) =>
            value && setDensity(value)
          }
          aria-label="Row density"
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={escalated}
          columns={ticketColumns}
          aria-labelledby={titleId}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Box>
  );
}
