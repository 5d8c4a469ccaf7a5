import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';

const SEPARATORS: { label: string; separator: React.ReactNode }[] = [
  { label: 'Default separator', separator: '/' },
  { label: 'Arrow separator', separator: '›' },
  { label: 'Icon separator', separator: <ChevronRightRounded /> },
];

export default function BreadcrumbsSeparators() {
  return (
    <Stack spacing={1}>
      {SEPARATORS.map(({ label, separator }) => (
        <Breadcrumbs key={label} aria-label={label} separator={separator}>
          <Link color="neutral" href="#store">
            Store
          </Link>
          <Link color="neutral" href="#audio">
            Audio
          </Link>
          <Typography aria-current="page">Studio headphones</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
