import * as React from 'react';
import { Box } from '@mui/system';

const rows = [
  {
    label: "maxWidth: 'xs'",
    value: 'xs',
    note: 'theme.breakpoints.values.xs, 0px: no limit',
  },
  {
    label: "maxWidth: 'sm'",
    value: 'sm',
    note: 'theme.breakpoints.values.sm, 600px',
  },
  { label: 'maxWidth: 360', value: 360, note: 'a number above 1 is pixels' },
  { label: 'maxWidth: 0.6', value: 0.6, note: 'a number up to 1 is a fraction' },
];

export default function SizingMaxWidth() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {rows.map((row) => (
        <Box
          key={row.label}
          sx={{
            maxWidth: row.value,
            px: 1.5,
            py: 1,
            bgcolor: 'action.selected',
            borderLeft: 4,
            borderColor: 'primary.main',
            borderRadius: 1,
            color: 'text.primary',
          }}
        >
          <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
            {row.label}
          </Box>
          <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
            {row.note}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
