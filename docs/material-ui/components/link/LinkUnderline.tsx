import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkUnderline() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography>
        Unworn items can go back within 30 days; see the{' '}
        <Link href="#returns-policy" underline="always">
          returns policy
        </Link>{' '}
        for the details.
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Link href="#order-history" underline="hover">
          Order history
        </Link>
        <Link href="#saved-addresses" underline="hover">
          Saved addresses
        </Link>
        <Link href="#gift-cards" underline="none">
          Gift cards
        </Link>
      </Stack>
    </Stack>
  );
}
