import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cities, type City } from './cities';

export default function AutocompleteTripPlanner() {
  const [from, setFrom] = React.useState<City | null>(cities[7]);
  const [to, setTo] = React.useState<City | null>(null);
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const label = (city: City) => `${city.name}, ${city.country}`;

  return (
    <Paper
      variant="outlined"
      component="form"
      sx={{ p: 2, maxWidth: 560 }}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (from && to)
          setSubmitted(`Searching trains from ${from.name} to ${to.name}…`);
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Autocomplete
          fullWidth
          value={from}
          onChange={(_event, city) => setFrom(city)}
          options={cities}
          getOptionLabel={label}
          renderInput={(params) => <TextField {...params} label="From" required />}
        />
        <Autocomplete
          fullWidth
          value={to}
          onChange={(_event, city) => setTo(city)}
          options={cities}
          getOptionLabel={label}
          getOptionDisabled={(city) => city.name === from?.name}
          renderInput={(params) => <TextField {...params} label="To" required />}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={!from || !to}>
          Find trains
        </Button>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {submitted}
        </Typography>
      </Stack>
    </Paper>
  );
}
