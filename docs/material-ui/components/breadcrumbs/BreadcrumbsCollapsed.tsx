import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const path = ['Docs', 'Material UI', 'Components', 'Navigation', 'Breadcrumbs'];

export default function BreadcrumbsCollapsed() {
  return (
    <Breadcrumbs
      maxItems={3}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
      aria-label="Docs path"
    >
      {path.slice(0, -1).map((item) => (
        <Link
          key={item}
          underline="hover"
          color="inherit"
          href={`#${item.replace(/\s/g, '-').toLowerCase()}`}
        >
          {item}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }} aria-current="page">
        {path[path.length - 1]}
      </Typography>
    </Breadcrumbs>
  );
}
