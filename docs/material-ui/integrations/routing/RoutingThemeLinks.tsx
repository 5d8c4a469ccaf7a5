import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

// A tiny in-memory router: the current path in state and a function to change it.
interface Router {
  path: string;
  navigate: (to: string) => void;
}

const RouterContext = React.createContext<Router>({ path: '/', navigate: () => {} });

// The one link component of the app. Material UI renders it for every `href`.
const RouterLink = React.forwardRef<HTMLAnchorElement, React.ComponentProps<'a'>>(
  function RouterLink({ href = '/', onClick, children, ...other }, ref) {
    const { navigate } = React.useContext(RouterContext);
    return (
      <a
        {...other}
        ref={ref}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          // A real router lets Ctrl, ⌘ and middle clicks open a new tab.
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    );
  },
);

const withRouterLinks = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiLink: { defaultProps: { component: RouterLink } },
    MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
  },
});

const sections = [
  { label: 'Overview', href: '/' },
  { label: 'Projects', href: '/projects' },
  { label: 'Settings', href: '/settings' },
];

const crumbs: Record<string, string> = {
  projects: 'Projects',
  archived: 'Archived',
  settings: 'Settings',
};

const projects: Record<string, string[]> = {
  '/projects': ['Website redesign', 'Spring catalog', 'Mobile checkout'],
  '/projects/archived': ['Holiday campaign 2023'],
};

function Page({ path }: { path: string }) {
  if (path in projects) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {projects[path].map((name) => (
          <li key={name}>{name}</li>
        ))}
      </Box>
    );
  }
  if (path === '/settings') {
    return <Typography>Notifications are sent to the project owners.</Typography>;
  }
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 2,
      }}
    >
      <Typography>3 active projects, 1 archived.</Typography>
      <Button variant="contained" href="/projects">
        View projects
      </Button>
    </Box>
  );
}

export default function RoutingThemeLinks() {
  const [path, setPath] = React.useState('/');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);
  const segments = path.split('/').filter(Boolean);
  const section = `/${segments[0] ?? ''}`;

  return (
    <RouterContext.Provider value={router}>
      <ThemeProvider theme={withRouterLinks}>
        <Paper variant="outlined" sx={{ display: 'flex', flexWrap: 'wrap' }}>
          <List
            component="nav"
            aria-label="Demo app sections"
            sx={{ flex: '0 0 160px' }}
          >
            {sections.map((item) => (
              <ListItemButton
                key={item.href}
                href={item.href}
                selected={item.href === section}
                aria-current={item.href === path ? 'page' : undefined}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
          <Box sx={{ flex: '1 1 280px', p: 2, minWidth: 0 }}>
            <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
              {segments.length > 0 && (
                <Link underline="hover" color="inherit" href="/">
                  Home
                </Link>
              )}
              {segments.slice(0, -1).map((segment, index) => (
                <Link
                  key={segment}
                  underline="hover"
                  color="inherit"
                  href={`/${segments.slice(0, index + 1).join('/')}`}
                >
                  {crumbs[segment]}
                </Link>
              ))}
              <Typography sx={{ color: 'text.primary' }} aria-current="page">
                {segments.length > 0
                  ? crumbs[segments[segments.length - 1]]
                  : 'Home'}
              </Typography>
            </Breadcrumbs>
            {section === '/projects' && (
              <Tabs value={path} aria-label="Project lists" sx={{ mb: 2 }}>
                <Tab label="Active" value="/projects" href="/projects" />
                <Tab
                  label="Archived"
                  value="/projects/archived"
                  href="/projects/archived"
                />
              </Tabs>
            )}
            <Page path={path} />
            <Typography
              variant="body2"
              sx={{ mt: 3, color: 'text.secondary', fontFamily: 'monospace' }}
            >
              Current path: {path}
            </Typography>
          </Box>
        </Paper>
      </ThemeProvider>
    </RouterContext.Provider>
  );
}
