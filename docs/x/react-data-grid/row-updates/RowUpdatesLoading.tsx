import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { stockColumns, stockGridSx } from './columns';
import { mondayClose, tuesdayClose, type Stock } from './stocks';

/** A stand-in for a quotes API: answers after 1.2 seconds. */
function fetchQuotes(day: number): Promise<Stock[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(day % 2 === 0 ? mondayClose : tuesdayClose), 1200);
  });
}

export default function RowUpdatesLoading() {
  const [rows, setRows] = React.useState<Stock[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [day, setDay] = React.useState(0);

  const load = React.useCallback(async (nextDay: number) => {
    setLoading(true);
    const quotes = await fetchQuotes(nextDay);
    setRows(quotes);
    setDay(nextDay);
    setLoading(false);
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="small"
          onClick={() => load(day + (rows.length ? 1 : 0))}
          disabled={loading}
        >
          {rows.length ? 'Refresh quotes' : 'Load quotes'}
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setRows([])}
          disabled={loading || rows.length === 0}
        >
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 370, width: '100%' }}>
        <DataGrid
          aria-label="Quotes loaded on demand"
          rows={rows}
          columns={stockColumns}
          loading={loading}
          slotProps={{
            loadingOverlay: {
              variant: 'linear-progress',
              noRowsVariant: 'skeleton',
            },
          }}
          hideFooter
          sx={stockGridSx}
        />
      </Box>
    </Stack>
  );
}
