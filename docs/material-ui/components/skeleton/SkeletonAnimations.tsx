import * as React from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

export default function SkeletonAnimations() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }} aria-hidden="true">
      <Skeleton />
      <Skeleton animation="wave" />
      <Skeleton animation={false} />
    </Stack>
  );
}
