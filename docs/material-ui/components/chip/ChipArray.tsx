import * as React from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const initialTags = [
  'react',
  'typescript',
  'accessibility',
  'design-systems',
  'testing',
];

export default function ChipArray() {
  const [tags, setTags] = React.useState(initialTags);

  return (
    <Paper
      variant="outlined"
      component="ul"
      aria-label="Article tags"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        listStyle: 'none',
        p: 1.5,
        m: 0,
      }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip
            label={tag}
            size="small"
            onDelete={() =>
              setTags((current) => current.filter((item) => item !== tag))
            }
          />
        </li>
      ))}
      {tags.length === 0 && (
        <li>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No tags
          </Typography>
        </li>
      )}
    </Paper>
  );
}
