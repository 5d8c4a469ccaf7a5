import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { cities, type City } from './cities';

/** Stands in for a server: answers after a short delay. */
function fetchCities(): Promise<City[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(cities), 1200);
  });
}

export default function AutocompleteAsync() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<City[] | null>(null);
  const loading = open && options === null;

  React.useEffect(() => {
    if (!loading) return undefined;
    let active = true;
    fetchCities().then((result) => {
      if (active) setOptions(result);
    });
    return () => {
      active = false;
    };
  }, [loading]);

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options ?? []}
      loading={loading}
      getOptionLabel={(city) => city.name}
      isOptionEqualToValue={(option, value) => option.name === value.name}
      sx={{ maxWidth: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="City (loaded on open)"
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <React.Fragment>
                  {loading ? <CircularProgress color="inherit" size={20} /> : null}
                  {params.InputProps.endAdornment}
                </React.Fragment>
              ),
            },
          }}
        />
      )}
    />
  );
}
