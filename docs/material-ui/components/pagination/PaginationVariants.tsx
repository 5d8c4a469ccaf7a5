import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationVariants() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} aria-label="Results pages, text" />
      <Pagination
        count={10}
        variant="outlined"
        color="primary"
        aria-label="Results pages, outlined"
      />
      <Pagination
        count={10}
        shape="rounded"
        color="secondary"
        aria-label="Results pages, rounded"
      />
      <Pagination count={10} disabled aria-label="Results pages, disabled" />
    </Stack>
  );
}
