import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import InboxIcon from '@mui/icons-material/Inbox';
import PersonIcon from '@mui/icons-material/Person';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import {
  AppProvider,
  type Authentication,
  type Navigation,
  type Router,
  type Session,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';

type Queue = 'open' | 'mine' | 'solved';

const tickets: { id: number; subject: string; from: string; queue: Queue }[] = [
  {
    id: 4812,
    subject: 'Invoice shows the wrong VAT number',
    from: 'Nadia Haddad',
    queue: 'open',
  },
  {
    id: 4811,
    subject: 'Cannot reset my password',
    from: 'Kofi Mensah',
    queue: 'mine',
  },
  {
    id: 4809,
    subject: 'Parcel stuck in Rotterdam since Monday',
    from: 'Elin Sandberg',
    queue: 'open',
  },
  {
    id: 4806,
    subject: 'Add a second delivery address',
    from: 'Rahul Mehta',
    queue: 'mine',
  },
  {
    id: 4803,
    subject: 'Refund for a damaged mug',
    from: 'Grace Park',
    queue: 'solved',
  },
  {
    id: 4801,
    subject: 'Change the billing e-mail',
    from: 'Luca Bianchi',
    queue: 'open',
  },
];

const countOf = (queue: Queue) =>
  tickets.filter((ticket) => ticket.queue === queue).length;

const navigation: Navigation = [
  {
    segment: 'open',
    title: 'Open tickets',
    icon: <InboxIcon />,
    action: <Chip label={countOf('open')} size="small" color="primary" />,
  },
  {
    segment: 'mine',
    title: 'Assigned to me',
    icon: <PersonIcon />,
    action: <Chip label={countOf('mine')} size="small" />,
  },
  { segment: 'solved', title: 'Solved', icon: <TaskAltIcon /> },
];

const agent: Session = {
  user: {
    id: 'agent-17',
    name: 'Marta Kowalska',
    email: 'marta@northwind-support.example',
  },
};

export default function ExamplesHelpdesk() {
  const theme = useTheme();
  const [pathname, setPathname] = React.useState('/open');
  const [session, setSession] = React.useState<Session | null>(agent);

  const router = React.useMemo<Router>(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (url) => {
        const path = typeof url === 'string' ? url : url.pathname;
        setPathname(path === '/' ? '/open' : path);
      },
    }),
    [pathname],
  );

  const authentication = React.useMemo<Authentication>(
    () => ({
      signIn: () => setSession(agent),
      signOut: () => setSession(null),
    }),
    [],
  );

  const queue = pathname.slice(1) as Queue;
  const visible = tickets.filter((ticket) => ticket.queue === queue);

  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppProvider
        theme={theme}
        navigation={navigation}
        router={router}
        session={session}
        authentication={authentication}
        branding={{ title: 'Northwind Help' }}
      >
        <DashboardLayout
          sidebarExpandedWidth={250}
          sx={{ height: 400, width: '100%' }}
        >
          <PageContainer>
            {session ? (
              <List aria-label="Tickets" disablePadding>
                {visible.map((ticket) => (
                  <ListItem key={ticket.id} divider disableGutters>
                    <ListItemText
                      primary={`#${ticket.id} ${ticket.subject}`}
                      secondary={ticket.from}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography>
                Signed out. Use the Sign in button in the header.
              </Typography>
            )}
          </PageContainer>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
