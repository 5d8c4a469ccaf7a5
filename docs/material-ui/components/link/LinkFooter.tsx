import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const columns = [
  {
    heading: 'Company',
    links: ['About us', 'Careers', 'Press kit'],
  },
  {
    heading: 'Help',
    links: ['Shipping and returns', 'Size guide', 'Contact support'],
  },
  {
    heading: 'Legal',
    links: ['Terms of sale', 'Privacy policy', 'Cookie settings'],
  },
];

function toAnchor(label: string) {
  return `#${label.toLowerCase().replace(/\s+/g, '-')}`;
}

export default function LinkFooter() {
  const idPrefix = React.useId();

  return (
    <Box
      component="footer"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        gap: 3,
        p: 3,
        bgcolor: 'action.hover',
        borderRadius: 1,
        width: '100%',
      }}
    >
      {columns.map((column) => {
        const headingId = `${idPrefix}-${column.heading.toLowerCase()}`;
        return (
          <Box component="nav" key={column.heading} aria-labelledby={headingId}>
            <Typography
              id={headingId}
              variant="overline"
              component="h3"
              sx={{ color: 'text.secondary' }}
            >
              {column.heading}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {column.links.map((label) => (
                <Box component="li" key={label} sx={{ py: 0.5 }}>
                  <Link
                    href={toAnchor(label)}
                    color="text.primary"
                    underline="hover"
                    variant="body2"
                  >
                    {label}
                  </Link>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
