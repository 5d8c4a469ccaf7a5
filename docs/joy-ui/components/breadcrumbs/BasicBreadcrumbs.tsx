import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumbs, invoice">
      <Link color="neutral" href="#dashboard">
        Dashboard
      </Link>
      <Link color="neutral" href="#billing">
        Billing
      </Link>
      <Typography aria-current="page">Invoice INV-2041</Typography>
    </Breadcrumbs>
  );
}
