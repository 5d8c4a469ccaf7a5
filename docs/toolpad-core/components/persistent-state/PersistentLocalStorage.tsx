import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLocalStorageState } from '@toolpad/core/useLocalStorageState';

const rates: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.85, SEK: 11.4 };

const products = [
  { name: 'Merino crew sweater', priceEur: 89 },
  { name: 'Waxed canvas tote', priceEur: 54.5 },
  { name: 'Stoneware pour-over set', priceEur: 39.9 },
];

export default function PersistentLocalStorage() {
  // null while the page is rendered on the server; the stored value, or 'EUR', after that.
  const [currency, setCurrency] = useLocalStorageState(
    'toolpad-docs-demo:currency',
    'EUR',
  );
  const shown = currency ?? 'EUR';
  const format = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: shown,
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Currency"
          value={shown}
          onChange={(event) => setCurrency(event.target.value)}
          sx={{ minWidth: 140 }}
        >
          {Object.keys(rates).map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => setCurrency(null)}>Reset</Button>
      </Stack>
      <List dense aria-label="Prices">
        {products.map((product) => (
          <ListItem key={product.name} disableGutters>
            <ListItemText
              primary={product.name}
              secondary={format.format(product.priceEur * rates[shown])}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
