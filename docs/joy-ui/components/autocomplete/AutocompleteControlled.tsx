import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

interface Warehouse {
  label: string;
  code: string;
}

const WAREHOUSES: Warehouse[] = [
  { label: 'Rotterdam', code: 'NL-RTM' },
  { label: 'Hamburg', code: 'DE-HAM' },
  { label: 'Antwerp', code: 'BE-ANR' },
  { label: 'Valencia', code: 'ES-VLC' },
  { label: 'Gdańsk', code: 'PL-GDN' },
];

export default function AutocompleteControlled() {
  const [value, setValue] = React.useState<Warehouse | null>(WAREHOUSES[0]);
  const [inputValue, setInputValue] = React.useState(WAREHOUSES[0].label);
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      <FormControl>
        <FormLabel>Ship from</FormLabel>
        <Autocomplete
          options={WAREHOUSES}
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
          inputValue={inputValue}
          onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        />
      </FormControl>
      <Typography level="body-sm">
        value: {value ? `${value.label} (${value.code})` : 'null'}
      </Typography>
      <Typography level="body-sm">inputValue: &quot;{inputValue}&quot;</Typography>
    </Stack>
  );
}
