import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { stockColumns, stockGridSx } from './columns';
import { mondayClose, type Stock } from './stocks';

const listing: Stock = {
  id: 'PLVA',
  company: 'Pelva Mining',
  exchange: 'ASX',
  price: 5.44,
  change: 0,
  volume: 0,
};

export default function RowUpdatesApi() {
  const apiRef = useGridApiRef();
  const [listed, setListed] = React.useState(false);

  const trade = () => {
    const row = apiRef.current.getRow<Stock>('SKYE');
    if (row) {
      // A partial row: only the fields that change, with the id to find the row.
      apiRef.current.updateRows([
        {
          id: 'SKYE',
          price: Math.round((row.price + 0.85) * 100) / 100,
          change: Math.round((row.change + 0.85) * 100) / 100,
          volume: row.volume + 1200,
        },
      ]);
    }
  };

  const toggleListing = () => {
    apiRef.current.updateRows([
      listed ? { id: listing.id, _action: 'delete' } : listing,
    ]);
    setListed(!listed);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={trade}>
          Buy 1,200 SKYE
        </Button>
        <Button variant="outlined" size="small" onClick={toggleListing}>
          {listed ? 'Delist PLVA' : 'List PLVA'}
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          aria-label="Watchlist updated through the API"
          apiRef={apiRef}
          rows={mondayClose}
          columns={stockColumns}
          hideFooter
          sx={stockGridSx}
        />
      </Box>
    </Stack>
  );
}
