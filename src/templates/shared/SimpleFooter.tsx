import React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { templatePath } from '../catalog';

/** A one-line footer used by the account templates. */
export default function SimpleFooter({ company }: { company: string }) {
  return (
    <Box component="footer" sx={{ px: 3, py: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}
      >
        <Typography variant="body2" color="text.secondary">
          © 2026 {company}
        </Typography>
        <Link variant="body2" color="text.secondary" href={templatePath('marketing')}>
          Product tour
        </Link>
        <Link variant="body2" color="text.secondary" href={templatePath('pricing')}>
          Pricing
        </Link>
      </Stack>
    </Box>
  );
}
