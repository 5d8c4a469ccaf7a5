import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const recentSearches = [
  'wireless headphones',
  'standing desk',
  'mechanical keyboard',
  'usb-c hub',
  'monitor arm',
];

export default function AutocompleteFreeSolo() {
  return (
    <Autocomplete
      freeSolo
      options={recentSearches}
      sx={{ maxWidth: 360 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search the store"
          slotProps={{ htmlInput: { ...params.inputProps, enterKeyHint: 'search' } }}
        />
      )}
    />
  );
}
