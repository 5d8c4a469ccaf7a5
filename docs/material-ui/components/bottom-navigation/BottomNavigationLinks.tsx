import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LocalMallIcon from '@mui/icons-material/LocalMall';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';

const links = [
  { href: '#/shop', label: 'Shop', icon: <StorefrontIcon /> },
  { href: '#/bag', label: 'Bag', icon: <LocalMallIcon /> },
  { href: '#/orders', label: 'Orders', icon: <ReceiptLongIcon /> },
];

export default function BottomNavigationLinks() {
  // A router would read the current path; the demo keeps it in state instead.
  const [path, setPath] = React.useState('#/shop');

  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 400, width: '100%', overflow: 'hidden' }}
    >
      <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
        Current address: <code>{path}</code>
      </Typography>
      <BottomNavigation component="nav" aria-label="Store" showLabels value={path}>
        {links.map((link) => (
          <BottomNavigationAction
            key={link.href}
            component="a"
            href={link.href}
            value={link.href}
            label={link.label}
            icon={link.icon}
            aria-current={path === link.href ? 'page' : undefined}
            onClick={(event: React.MouseEvent) => {
              event.preventDefault();
              setPath(link.href);
            }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
