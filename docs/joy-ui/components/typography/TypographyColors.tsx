import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyColors() {
  return (
    <Stack direction="row" spacing={6} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={0.5}>
        <Typography color="primary">3 new comments</Typography>
        <Typography color="neutral">Last edited by Lena</Typography>
        <Typography color="success">Payment received</Typography>
        <Typography color="warning">Trial ends in 3 days</Typography>
        <Typography color="danger">Card declined</Typography>
      </Stack>
      <Stack spacing={0.5}>
        <Typography textColor="text.primary">Invoice #2031</Typography>
        <Typography textColor="text.secondary">Issued March 3</Typography>
        <Typography textColor="text.tertiary">Due in 14 days</Typography>
        <Typography textColor="success.plainColor">Paid in full</Typography>
        <Typography textColor="neutral.plainColor">Ref. 88-4410</Typography>
      </Stack>
    </Stack>
  );
}
