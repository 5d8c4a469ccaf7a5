import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import HomeRounded from '@mui/icons-material/HomeRounded';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';

export default function BreadcrumbsDecorators() {
  return (
    <Breadcrumbs aria-label="Breadcrumbs, contract">
      <Link color="neutral" href="#home" startDecorator={<HomeRounded />}>
        Home
      </Link>
      <Link color="neutral" href="#contracts" startDecorator={<FolderOutlined />}>
        Contracts
      </Link>
      <Typography aria-current="page" startDecorator={<DescriptionOutlined />}>
        Lease-2025.pdf
      </Typography>
    </Breadcrumbs>
  );
}
