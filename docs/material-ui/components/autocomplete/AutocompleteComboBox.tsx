import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { cities } from './cities';

export default function AutocompleteComboBox() {
  return (
    <Autocomplete
      options={cities}
      getOptionLabel={(city) => `${city.name}, ${city.country}`}
      sx={{ maxWidth: 320 }}
      renderInput={(params) => <TextField {...params} label="Destination" />}
    />
  );
}
