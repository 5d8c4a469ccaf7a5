import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkButton() {
  const [sent, setSent] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <Typography variant="body2">
        We sent a six-digit code to m.kowalski@example.com. Didn&apos;t get it?{' '}
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setSent((count) => count + 1)}
          sx={{ verticalAlign: 'baseline' }}
        >
          Send a new code
        </Link>
      </Typography>
      <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
        {sent > 0 ? `New code sent (${sent}). It is valid for 10 minutes.` : ''}
      </Typography>
    </Stack>
  );
}
