import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationSizes() {
  return (
    <Stack spacing={2}>
      <Pagination count={8} size="small" aria-label="Pages, small" />
      <Pagination count={8} aria-label="Pages, medium" />
      <Pagination count={8} size="large" aria-label="Pages, large" />
      <Pagination
        count={8}
        showFirstButton
        showLastButton
        aria-label="Pages, with first and last"
      />
    </Stack>
  );
}
