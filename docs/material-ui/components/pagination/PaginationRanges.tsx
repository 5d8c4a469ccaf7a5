import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      <Pagination
        count={40}
        defaultPage={18}
        siblingCount={0}
        aria-label="No siblings"
      />
      <Pagination count={40} defaultPage={18} aria-label="One sibling (default)" />
      <Pagination
        count={40}
        defaultPage={18}
        siblingCount={2}
        aria-label="Two siblings"
      />
      <Pagination
        count={40}
        defaultPage={18}
        boundaryCount={2}
        aria-label="Two boundary pages"
      />
    </Stack>
  );
}
