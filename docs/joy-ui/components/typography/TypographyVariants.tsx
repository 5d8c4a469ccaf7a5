import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Typography>
        Search results for{' '}
        <Typography variant="soft" color="warning">
          refund
        </Typography>
        : orders can get a{' '}
        <Typography variant="soft" color="warning">
          refund
        </Typography>{' '}
        within 30 days.
      </Typography>
      <Typography>
        Press{' '}
        <Typography variant="outlined" color="neutral" level="body-sm">
          Ctrl + K
        </Typography>{' '}
        to open the command palette.
      </Typography>
      <Typography>
        The status changed to{' '}
        <Typography variant="solid" color="success">
          Approved
        </Typography>{' '}
        at 10:24.
      </Typography>
      <Typography>
        Run{' '}
        <Typography
          variant="plain"
          color="primary"
          sx={{ fontFamily: 'code', fontSize: '0.875em' }}
        >
          npm run migrate
        </Typography>{' '}
        after every pull.
      </Typography>
    </Stack>
  );
}
