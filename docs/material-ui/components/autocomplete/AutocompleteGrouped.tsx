import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { cities } from './cities';

const sorted = [...cities].sort(
  (a, b) => a.region.localeCompare(b.region) || a.name.localeCompare(b.name),
);

export default function AutocompleteGrouped() {
  return (
    <Autocomplete
      options={sorted}
      groupBy={(city) => city.region}
      getOptionLabel={(city) => city.name}
      getOptionDisabled={(city) => city.region === 'Oceania'}
      sx={{ maxWidth: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Office"
          helperText="Oceania offices open in 2027"
        />
      )}
    />
  );
}
