import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';

export default function DividerWithText() {
  return (
    <Stack spacing={4} sx={{ maxWidth: 360 }}>
      <Stack spacing={1.5}>
        <Button variant="outlined" color="neutral">
          Continue with SSO
        </Button>
        <Divider>or</Divider>
        <Button>Sign in with email</Button>
      </Stack>
      <Stack spacing={2}>
        <Divider sx={{ '--Divider-childPosition': '0%' }}>Pinned</Divider>
        <Divider>
          <Chip size="sm" variant="soft">
            Yesterday
          </Chip>
        </Divider>
        <Divider sx={{ '--Divider-childPosition': '100%' }}>3 unread</Divider>
      </Stack>
    </Stack>
  );
}
