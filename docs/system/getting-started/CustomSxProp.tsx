import * as React from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface MetricProps {
  label: string;
  value: string;
  sx?: SxProps<Theme>;
}

function Metric({ label, value, sx = [] }: MetricProps) {
  return (
    <Box
      sx={[
        {
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
        },
        // The caller's styles come last, so they win.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{label}</Box>
      <Box sx={{ typography: 'h5', fontWeight: 600 }}>{value}</Box>
    </Box>
  );
}

export default function CustomSxProp() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Metric label="Active users" value="8,412" />
      <Metric label="Conversion" value="3.9%" sx={{ borderColor: 'success.main' }} />
      <Metric
        label="Failed payments"
        value="27"
        sx={[
          { borderColor: 'error.main' },
          (theme) => ({ borderWidth: theme.spacing(0.25) }),
        ]}
      />
    </Box>
  );
}
