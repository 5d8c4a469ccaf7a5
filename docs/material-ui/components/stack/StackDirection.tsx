import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Item } from './item';

export default function StackDirection() {
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Item>Name</Item>
        <Item>Email</Item>
        <Item>Password</Item>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Item>Back</Item>
        <Item>Save draft</Item>
        <Item>Publish</Item>
      </Stack>
    </Stack>
  );
}
