import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocalStorageState } from '@toolpad/core/useLocalStorageState';

const KEY = 'toolpad-docs-demo:warehouse';

const stock: Record<string, { product: string; units: number }[]> = {
  Rotterdam: [
    { product: 'Oak dining chair', units: 214 },
    { product: 'Linen cushion cover', units: 1320 },
  ],
  Gdańsk: [
    { product: 'Oak dining chair', units: 58 },
    { product: 'Linen cushion cover', units: 410 },
  ],
  Lyon: [
    { product: 'Oak dining chair', units: 0 },
    { product: 'Linen cushion cover', units: 775 },
  ],
};

// Two components that know nothing about each other share the value through the key.
function WarehousePicker() {
  const [warehouse, setWarehouse] = useLocalStorageState(KEY, 'Rotterdam');

  return (
    <TextField
      select
      size="small"
      label="Warehouse"
      value={warehouse ?? 'Rotterdam'}
      onChange={(event) => setWarehouse(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      {Object.keys(stock).map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function StockPanel() {
  const [warehouse] = useLocalStorageState(KEY, 'Rotterdam');
  const name = warehouse ?? 'Rotterdam';

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        Stock in {name}
      </Typography>
      {(stock[name] ?? []).map((row) => (
        <Stack
          key={row.product}
          direction="row"
          sx={{ justifyContent: 'space-between' }}
        >
          <Typography variant="body2">{row.product}</Typography>
          <Typography variant="body2">
            {row.units === 0 ? 'Out of stock' : `${row.units} units`}
          </Typography>
        </Stack>
      ))}
    </Paper>
  );
}

export default function PersistentSync() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Box>
        <WarehousePicker />
      </Box>
      <StockPanel />
    </Stack>
  );
}
