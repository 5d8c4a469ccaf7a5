import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { flightColumns } from './columns';
import { flights } from './flights';

const views: { label: string; model: GridColumnVisibilityModel }[] = [
  {
    label: 'Passengers',
    model: { airline: false, aircraft: false, seats: false },
  },
  {
    label: 'Ground crew',
    model: { airline: false, from: false, to: false, status: false },
  },
  { label: 'All columns', model: {} },
];

export default function ColumnVisibilityControlled() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>(
    views[0].model,
  );

  const hidden = Object.keys(model).filter((field) => model[field] === false);

  return (
    <Box sx={{ width: '100%' }}>
      <ButtonGroup variant="outlined" aria-label="Column views" sx={{ mb: 1 }}>
        {views.map((view) => (
          <Button key={view.label} onClick={() => setModel(view.model)}>
            {view.label}
          </Button>
        ))}
      </ButtonGroup>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          aria-label="Departures with a controlled set of visible columns"
          rows={flights}
          columns={flightColumns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Hidden: {hidden.length > 0 ? hidden.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
