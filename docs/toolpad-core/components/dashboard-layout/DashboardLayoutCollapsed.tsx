import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import InboxIcon from '@mui/icons-material/Inbox';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ArchiveIcon from '@mui/icons-material/Archive';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';

const NAVIGATION: Navigation = [
  {
    segment: 'inbox',
    title: 'Inbox',
    icon: <InboxIcon />,
    action: <Chip label={8} color="primary" size="small" />,
  },
  { segment: 'assigned', title: 'Assigned to me', icon: <AssignmentIcon /> },
  { segment: 'archive', title: 'Archive', icon: <ArchiveIcon /> },
];

const TEXT: Record<string, string> = {
  '/inbox': '8 new tickets; the oldest came from Marta in Porto at 07:52.',
  '/assigned': 'Refund for order #10377 is waiting on you.',
  '/archive': '2,406 tickets closed since January.',
};

export default function DashboardLayoutCollapsed() {
  const theme = useTheme();
  const [fixedWidth, setFixedWidth] = React.useState(false);
  const [pathname, setPathname] = React.useState('/inbox');
  const router = React.useMemo<Router>(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (path) => setPathname(String(path)),
    }),
    [pathname],
  );

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={fixedWidth}
            onChange={(event) => setFixedWidth(event.target.checked)}
          />
        }
        label="disableCollapsibleSidebar"
        sx={{ mb: 1 }}
      />
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
          navigation={NAVIGATION}
          router={router}
          theme={theme}
          branding={{ title: 'Helpdesk' }}
        >
          <DashboardLayout
            // A new key remounts the layout, so the initial state applies again.
            key={String(fixedWidth)}
            defaultSidebarCollapsed
            disableCollapsibleSidebar={fixedWidth}
            sidebarExpandedWidth={240}
            sx={{ height: 340, width: '100%' }}
          >
            <PageContainer>
              <Typography>{TEXT[pathname]}</Typography>
            </PageContainer>
          </DashboardLayout>
        </AppProvider>
      </Box>
    </div>
  );
}
