import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Item } from './item';

export default function StackResponsive() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2, md: 4 }}>
      <Item>Plan</Item>
      <Item>Seats</Item>
      <Item>Billing period</Item>
    </Stack>
  );
}
