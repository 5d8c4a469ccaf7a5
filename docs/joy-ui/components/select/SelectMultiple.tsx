import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Chip from '@mui/joy/Chip';
import Box from '@mui/joy/Box';

const TAGS = ['Bug', 'Design', 'Documentation', 'Performance', 'Security'];

export default function SelectMultiple() {
  const [tags, setTags] = React.useState<string[]>(['Bug', 'Security']);
  return (
    <Select
      multiple
      aria-label="Labels"
      placeholder="Add labels"
      value={tags}
      onChange={(_event, newValue) => setTags(newValue)}
      renderValue={(selected) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {selected.map((option) => (
            <Chip key={option.value} size="sm" variant="soft" color="primary">
              {option.label}
            </Chip>
          ))}
        </Box>
      )}
      // Joy's placeholder opacity, 0.64, leaves the text below 4.5:1 in light mode.
      sx={{ maxWidth: 320, '--Select-placeholderOpacity': 0.75 }}
    >
      {TAGS.map((tag) => (
        <Option key={tag} value={tag}>
          {tag}
        </Option>
      ))}
    </Select>
  );
}
