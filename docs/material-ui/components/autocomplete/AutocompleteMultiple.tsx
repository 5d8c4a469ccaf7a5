import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const skills = [
  'Accessibility',
  'Animation',
  'Data visualization',
  'Design systems',
  'GraphQL',
  'Node.js',
  'Performance',
  'React',
  'Testing',
  'TypeScript',
];

export default function AutocompleteMultiple() {
  return (
    <Autocomplete
      multiple
      options={skills}
      defaultValue={['React', 'TypeScript']}
      limitTags={3}
      filterSelectedOptions
      sx={{ maxWidth: 480 }}
      renderTags={(value, getTagProps) =>
        value.map((skill, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          return <Chip key={key} size="small" label={skill} {...tagProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Skills" placeholder="Add a skill" />
      )}
    />
  );
}
