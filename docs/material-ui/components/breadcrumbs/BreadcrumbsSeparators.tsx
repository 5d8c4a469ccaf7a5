import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

const trail = ['Settings', 'Team', 'Permissions'];

export default function BreadcrumbsSeparators() {
  return (
    <Stack spacing={2}>
      {[
        { label: 'Slash separator', separator: '/' },
        {
          label: 'Chevron separator',
          separator: <NavigateNextIcon fontSize="small" />,
        },
      ].map((variant) => (
        <Breadcrumbs
          key={variant.label}
          separator={variant.separator}
          aria-label={variant.label}
        >
          {trail.slice(0, -1).map((item) => (
            <Link
              key={item}
              underline="hover"
              color="inherit"
              href={`#${item.toLowerCase()}`}
            >
              {item}
            </Link>
          ))}
          <Typography sx={{ color: 'text.primary' }} aria-current="page">
            {trail[trail.length - 1]}
          </Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
