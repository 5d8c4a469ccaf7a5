import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const JOB_TITLES = [
  'Product designer',
  'Product manager',
  'Frontend engineer',
  'Backend engineer',
  'Data analyst',
  'Customer success manager',
];

export default function AutocompleteFreeSolo() {
  const [title, setTitle] = React.useState<string | null>(null);
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Job title</FormLabel>
      <Autocomplete
        freeSolo
        placeholder="Pick or type a title"
        options={JOB_TITLES}
        value={title}
        onChange={(_event, newValue) => setTitle(newValue)}
      />
      <FormHelperText>
        {title ? `Saved as "${title}".` : 'Press Enter to keep a title of your own.'}
      </FormHelperText>
    </FormControl>
  );
}
