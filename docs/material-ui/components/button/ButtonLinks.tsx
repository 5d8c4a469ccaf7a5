import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function ButtonLinks() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" href="#pricing">
        See pricing
      </Button>
      <Button
        variant="outlined"
        href="https://www.w3.org/WAI/ARIA/apg/patterns/button/"
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon />}
      >
        Button pattern (opens in a new tab)
      </Button>
    </Stack>
  );
}
