import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Stack from '@mui/joy/Stack';

const SIZES = ['sm', 'md', 'lg'] as const;
const STATUSES = ['Backlog', 'To do', 'In progress', 'In review', 'Done'];

export default function AutocompleteSizes() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      {SIZES.map((size) => (
        <Autocomplete
          key={size}
          size={size}
          placeholder={`Status (${size})`}
          aria-label={`Status, size ${size}`}
          options={STATUSES}
        />
      ))}
    </Stack>
  );
}
