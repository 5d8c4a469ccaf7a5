import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const LABELS = [
  'bug',
  'documentation',
  'enhancement',
  'good first issue',
  'help wanted',
  'performance',
  'security',
  'ui',
];

export default function AutocompleteMultiple() {
  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>Labels</FormLabel>
      <Autocomplete
        multiple
        limitTags={2}
        disableCloseOnSelect
        placeholder="Add labels"
        options={LABELS}
        defaultValue={['bug', 'performance', 'ui']}
      />
      <FormHelperText>
        Labels are shown on the issue and used by search filters.
      </FormHelperText>
    </FormControl>
  );
}
