import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

// A tiny in-memory router: the current path and a way to change it.
const NavigationContext = React.createContext({
  path: '/',
  navigate: (_to: string) => {},
});

interface RouterLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

// A real <a>, so it can be focused, opened in a new tab or copied. A plain click
// navigates inside the app instead of loading a page.
const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(
  function RouterLink({ to, onClick, children, ...other }, ref) {
    const { navigate } = React.useContext(NavigationContext);
    return (
      <a
        ref={ref}
        href={`#${to}`}
        onClick={(event) => {
          onClick?.(event);
          const modified =
            event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
          if (!event.defaultPrevented && event.button === 0 && !modified) {
            event.preventDefault();
            navigate(to);
          }
        }}
        {...other}
      >
        {children}
      </a>
    );
  },
);

const pages = [
  {
    path: '/',
    label: 'Overview',
    icon: <DashboardIcon />,
    text: '3 invoices are due this week.',
  },
  {
    path: '/invoices',
    label: 'Invoices',
    icon: <ReceiptLongIcon />,
    text: 'INV-2031 · €1,240.00 · due 14 Mar',
  },
  {
    path: '/customers',
    label: 'Customers',
    icon: <PeopleIcon />,
    text: '48 active customers.',
  },
];

export default function CompositionRouterLink() {
  const [path, setPath] = React.useState('/');
  const navigation = React.useMemo(() => ({ path, navigate: setPath }), [path]);
  const page = pages.find((item) => item.path === path) ?? pages[0];

  return (
    <NavigationContext.Provider value={navigation}>
      <Paper variant="outlined">
        <Stack direction={{ xs: 'column', sm: 'row' }}>
          <Box component="nav" aria-label="Billing" sx={{ minWidth: 200 }}>
            <List component="div">
              {pages.map((item) => (
                <ListItemButton
                  key={item.path}
                  component={RouterLink}
                  to={item.path}
                  selected={item.path === path}
                  aria-current={item.path === path ? 'page' : undefined}
                >
                  <ListItemIcon>{item.icon}</ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ))}
            </List>
          </Box>
          <Box sx={{ p: 2, flexGrow: 1 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Path: {path}
            </Typography>
            <Typography variant="h6" component="h3">
              {page.label}
            </Typography>
            <Typography sx={{ mb: 2 }}>{page.text}</Typography>
            <Button
              component={RouterLink}
              to={path === '/invoices' ? '/' : '/invoices'}
              variant="outlined"
            >
              {path === '/invoices' ? 'Back to overview' : 'Open invoices'}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </NavigationContext.Provider>
  );
}
