import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const timezones = [
  'Africa/Nairobi',
  'America/Bogota',
  'America/Montreal',
  'Asia/Seoul',
  'Asia/Tbilisi',
  'Australia/Melbourne',
  'Europe/Lisbon',
  'Europe/Vienna',
];

export default function AutocompleteControlled() {
  const [value, setValue] = React.useState<string | null>('Europe/Lisbon');
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Autocomplete
        value={value}
        onChange={(_event, next) => setValue(next)}
        inputValue={inputValue}
        onInputChange={(_event, next) => setInputValue(next)}
        options={timezones}
        renderInput={(params) => <TextField {...params} label="Time zone" />}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        value: {value === null ? 'null' : `'${value}'`}
        <br />
        inputValue: &apos;{inputValue}&apos;
      </Typography>
    </Stack>
  );
}
