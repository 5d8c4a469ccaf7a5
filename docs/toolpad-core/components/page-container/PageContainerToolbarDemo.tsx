import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import AddIcon from '@mui/icons-material/Add';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { PageContainer, PageContainerToolbar } from '@toolpad/core/PageContainer';

const NAVIGATION: Navigation = [
  {
    segment: 'billing',
    title: 'Billing',
    children: [{ segment: 'invoices', title: 'Invoices' }],
  },
];

function InvoicesToolbar() {
  const [exported, setExported] = React.useState(false);
  return (
    <PageContainerToolbar>
      <Button
        size="small"
        startIcon={<FileDownloadIcon />}
        onClick={() => setExported(true)}
      >
        {exported ? 'Exported' : 'Export'}
      </Button>
      <Button size="small" variant="contained" startIcon={<AddIcon />}>
        New invoice
      </Button>
    </PageContainerToolbar>
  );
}

export default function PageContainerToolbarDemo() {
  const theme = useTheme();
  const [pathname, setPathname] = React.useState('/billing/invoices');
  const router = React.useMemo<Router>(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (path) => setPathname(String(path)),
    }),
    [pathname],
  );

  return (
    <AppProvider navigation={NAVIGATION} router={router} theme={theme}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <PageContainer slots={{ toolbar: InvoicesToolbar }}>
          <Typography>
            {pathname === '/billing/invoices'
              ? '3 invoices are overdue, €4,310 in total.'
              : 'Billing overview: next payout on 1 December.'}
          </Typography>
        </PageContainer>
      </Box>
    </AppProvider>
  );
}
