import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Method = { value: string; label: string; price: number; days: string };

const countries: Record<string, { name: string; methods: Method[] }> = {
  PT: {
    name: 'Portugal',
    methods: [
      { value: 'standard', label: 'CTT Standard', price: 4.9, days: '3–5' },
      { value: 'express', label: 'CTT Expresso', price: 9.5, days: '1–2' },
    ],
  },
  FR: {
    name: 'France',
    methods: [
      { value: 'standard', label: 'Colissimo', price: 7.2, days: '4–6' },
      { value: 'express', label: 'Chronopost', price: 14.0, days: '2' },
      { value: 'pickup', label: 'Relay point pickup', price: 5.5, days: '5–7' },
    ],
  },
  NL: {
    name: 'Netherlands',
    methods: [
      { value: 'standard', label: 'PostNL', price: 6.8, days: '3–4' },
      { value: 'pickup', label: 'PostNL pickup point', price: 5.2, days: '3–4' },
    ],
  },
};

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export default function SelectShippingForm() {
  const countryLabel = React.useId();
  const methodLabel = React.useId();
  const methodHelp = React.useId();
  const [country, setCountry] = React.useState('PT');
  const [method, setMethod] = React.useState('standard');

  const { methods } = countries[country];
  const chosen = methods.find((option) => option.value === method);

  return (
    <Box component="form" sx={{ maxWidth: 560 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ flex: '1 1 180px' }}>
          <InputLabel id={countryLabel}>Country</InputLabel>
          <Select
            labelId={countryLabel}
            label="Country"
            name="country"
            value={country}
            onChange={(event) => {
              setCountry(event.target.value);
              // The old method may not exist in the new country.
              setMethod(countries[event.target.value].methods[0].value);
            }}
          >
            {Object.entries(countries).map(([code, { name }]) => (
              <MenuItem key={code} value={code}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ flex: '2 1 240px' }}>
          <InputLabel id={methodLabel}>Shipping method</InputLabel>
          <Select
            labelId={methodLabel}
            label="Shipping method"
            name="method"
            value={method}
            onChange={(event) => setMethod(event.target.value)}
            aria-describedby={methodHelp}
          >
            {methods.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                <Box sx={{ display: 'flex', width: '100%', gap: 2 }}>
                  <span>{option.label}</span>
                  <Box component="span" sx={{ ml: 'auto', color: 'text.secondary' }}>
                    {euros.format(option.price)}
                  </Box>
                </Box>
              </MenuItem>
            ))}
          </Select>
          <FormHelperText id={methodHelp}>
            {chosen ? `Arrives in ${chosen.days} business days.` : ' '}
          </FormHelperText>
        </FormControl>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Shipping to {countries[country].name}:{' '}
        <strong>{chosen ? euros.format(chosen.price) : '—'}</strong>
      </Typography>
    </Box>
  );
}
