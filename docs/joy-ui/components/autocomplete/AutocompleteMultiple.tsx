import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
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
        // The default chips' delete buttons have no name; these are "Remove bug" and so on.
        renderTags={(tags, getTagProps) =>
          tags.map((tag, index) => {
            const { key, ...deleteProps } = getTagProps({ index });
            return (
              <Chip
                key={key}
                variant="soft"
                color="neutral"
                endDecorator={
                  <ChipDelete {...deleteProps} aria-label={`Remove ${tag}`} />
                }
                sx={{ minWidth: 0 }}
              >
                {tag}
              </Chip>
            );
          })
        }
      />
      <FormHelperText>
        Labels are shown on the issue and used by search filters.
      </FormHelperText>
    </FormControl>
  );
}
