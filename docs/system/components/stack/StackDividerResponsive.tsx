import * as React from 'react';
import { Box, Stack } from '@mui/system';

const stats = [
  { label: 'Downloads', value: '48,210' },
  { label: 'Active installs', value: '12,904' },
  { label: 'Average rating', value: '4.7' },
];

export default function StackDividerResponsive() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 3 }}
      divider={
        <Box
          component="hr"
          aria-hidden
          sx={{
            m: 0,
            border: 0,
            borderTop: 1,
            borderLeft: 1,
            borderColor: 'divider',
          }}
        />
      }
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      {stats.map((stat) => (
        <div key={stat.label}>
          <Box sx={{ typography: 'h5', color: 'text.primary' }}>{stat.value}</Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
            {stat.label}
          </Box>
        </div>
      ))}
    </Stack>
  );
}
