import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Button variant="outlined" fullWidth>
        Continue with a passkey
      </Button>
      <Divider>or</Divider>
      <Button variant="contained" fullWidth>
        Continue with email
      </Button>
      <Divider textAlign="left">Recent accounts</Divider>
    </Stack>
  );
}
