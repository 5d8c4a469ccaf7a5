import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function UseMediaQuerySimple() {
  const wide = useMediaQuery('(min-width: 900px)');

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography component="code" sx={{ fontFamily: 'monospace' }}>
        (min-width: 900px)
      </Typography>
      <Chip
        label={wide ? 'true' : 'false'}
        color={wide ? 'success' : 'default'}
        variant={wide ? 'filled' : 'outlined'}
      />
    </Stack>
  );
}
