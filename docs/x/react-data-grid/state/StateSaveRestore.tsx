import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridInitialState,
  GridToolbar,
  useGridApiRef,
} from '@mui/x-data-grid';
import { flightColumns, flights } from './flights';

export default function StateSaveRestore() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const save = () => {
    setSaved(apiRef.current.exportState({ exportOnlyDirtyModels: true }));
  };

  const restore = () => {
    if (saved) {
      apiRef.current.restoreState(saved);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" onClick={save}>
          Save view
        </Button>
        <Button variant="outlined" onClick={restore} disabled={!saved}>
          Restore saved view
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          aria-label="Departures"
          rows={flights}
          columns={flightColumns}
          density="compact"
          slots={{ toolbar: GridToolbar }}
          initialState={{
            pagination: { paginationModel: { pageSize: 25 } },
          }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
      <Typography
        variant="subtitle2"
        component="h3"
        id="state-saved-title"
        sx={{ mt: 1.5 }}
      >
        Saved view
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-labelledby="state-saved-title"
        sx={{
          m: 0,
          mt: 0.5,
          p: 1,
          height: 120,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          typography: 'body2',
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {saved
          ? JSON.stringify(saved, null, 2)
          : 'Sort, filter, hide or resize a column, then save the view.'}
      </Box>
    </Box>
  );
}
