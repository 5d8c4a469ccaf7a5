import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function LinkExternal() {
  return (
    <Typography sx={{ maxWidth: 560 }}>
      Links that rely on color alone fail WCAG&apos;s{' '}
      <Link
        href="https://www.w3.org/WAI/WCAG22/Understanding/use-of-color.html"
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
      >
        use of color criterion
        <OpenInNewIcon sx={{ fontSize: '1em' }} />
        <Box
          component="span"
          sx={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          (opens in a new tab)
        </Box>
      </Link>{' '}
      unless something else, such as an underline, sets them apart.
    </Typography>
  );
}
