import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BreadcrumbsBasic() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link underline="hover" color="inherit" href="#home">
        Home
      </Link>
      <Link underline="hover" color="inherit" href="#kitchen">
        Kitchen
      </Link>
      <Typography sx={{ color: 'text.primary' }} aria-current="page">
        Stoneware mugs
      </Typography>
    </Breadcrumbs>
  );
}
