import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const currencies = [
  { code: 'EUR', label: '€ Euro' },
  { code: 'GBP', label: '£ Pound sterling' },
  { code: 'USD', label: '$ US dollar' },
  { code: 'JPY', label: '¥ Japanese yen' },
];

export default function TextFieldSelect() {
  const [currency, setCurrency] = React.useState('EUR');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        select
        label="Currency"
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        helperText="Prices and invoices use this currency."
        sx={{ width: 240 }}
      >
        {currencies.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Currency"
        variant="filled"
        defaultValue="GBP"
        helperText="Native menu"
        sx={{ width: 240 }}
        slotProps={{ select: { native: true } }}
      >
        {currencies.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
