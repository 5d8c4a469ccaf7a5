import * as React from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';

const variants: TypographyProps['variant'][] = ['h4', 'h6', 'body1', 'caption'];

export default function SkeletonTypography() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      {variants.map((variant) => (
        <Typography
          key={variant}
          variant={variant}
          component="div"
          aria-hidden="true"
        >
          <Skeleton />
        </Typography>
      ))}
    </Stack>
  );
}
