import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function TypographyColors() {
  return (
    <Stack spacing={0.5}>
      <Typography color="textPrimary">Build #1432 · storefront</Typography>
      <Typography variant="body2" color="textSecondary">
        Started by Mei Chen at 14:02, took 6 min 12 s
      </Typography>
      <Typography variant="body2" color="success">
        412 tests passed
      </Typography>
      <Typography variant="body2" color="error">
        3 lint errors in checkout/Summary.tsx
      </Typography>
      <Typography variant="body2" color="primary">
        Deployed to the preview environment
      </Typography>
      <Typography variant="body2" color="secondary">
        2 feature flags changed
      </Typography>
      {/* Any palette token works through sx, including the darker shades. */}
      <Typography variant="body2" sx={{ color: 'primary.dark' }}>
        Next scheduled build at 18:00
      </Typography>
    </Stack>
  );
}
