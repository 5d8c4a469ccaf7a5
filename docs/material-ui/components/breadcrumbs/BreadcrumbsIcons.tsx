import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';

export default function BreadcrumbsIcons() {
  return (
    <Breadcrumbs aria-label="File path">
      <Link
        underline="hover"
        color="inherit"
        href="#drive"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <HomeOutlinedIcon fontSize="inherit" />
        My drive
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="#invoices"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <FolderOutlinedIcon fontSize="inherit" />
        Invoices
      </Link>
      <Typography
        aria-current="page"
        sx={{
          color: 'text.primary',
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        <InsertDriveFileOutlinedIcon fontSize="inherit" />
        INV-2026-031.pdf
      </Typography>
    </Breadcrumbs>
  );
}
