import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridScrollParams, useGridApiRef } from '@mui/x-data-grid';
import { departureColumns } from './columns';
import { departures } from './flights';

const rows = departures.slice(0, 100);

export default function ScrollingPosition() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({
    top: 0,
    left: 0,
  });

  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('scrollPositionChange', (params) =>
        setPosition({ top: params.top, left: params.left }),
      ),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        sx={{ mb: 1, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button variant="outlined" onClick={() => apiRef.current.scroll({ top: 0 })}>
          Back to top
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            apiRef.current.scroll({
              top: apiRef.current.getScrollPosition().top + 360,
            })
          }
        >
          Down one screen
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            apiRef.current.scrollToIndexes({ colIndex: departureColumns.length - 1 })
          }
        >
          Show status column
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Scrolled {Math.round(position.top)} px down,{' '}
          {Math.round(Math.abs(position.left))} px across
        </Typography>
      </Stack>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={departureColumns}
          aria-label="First 100 departures this week"
          density="compact"
          hideFooter
        />
      </Box>
    </Box>
  );
}
