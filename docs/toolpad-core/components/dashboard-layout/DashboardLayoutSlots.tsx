import * as React from 'react';
import Box from '@mui/material/Box';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import NotificationsIcon from '@mui/icons-material/Notifications';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import {
  DashboardLayout,
  type SidebarFooterProps,
} from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';

const NAVIGATION: Navigation = [
  { segment: 'stock', title: 'Stock', icon: <InventoryIcon /> },
  { segment: 'shipments', title: 'Shipments', icon: <LocalShippingIcon /> },
];

function ToolbarActionsSearch() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        label="Search stock"
        size="small"
        sx={{ display: { xs: 'none', md: 'inline-block' }, width: 180 }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Tooltip title="3 unread alerts">
        <IconButton aria-label="Alerts, 3 unread">
          <Badge badgeContent={3} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function SidebarFooter({ mini }: SidebarFooterProps) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'center', p: 1.5 }}
    >
      <HelpOutlineIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      {mini ? null : (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Support: +31 20 555 0142
        </Typography>
      )}
    </Stack>
  );
}

export default function DashboardLayoutSlots() {
  const theme = useTheme();
  const [pathname, setPathname] = React.useState('/stock');
  const router = React.useMemo<Router>(
    () => ({
      pathname,
      searchParams: new URLSearchParams(),
      navigate: (path) => setPathname(String(path)),
    }),
    [pathname],
  );

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
        navigation={NAVIGATION}
        router={router}
        theme={theme}
        branding={{ title: 'Depot' }}
      >
        <DashboardLayout
          sidebarExpandedWidth={240}
          slots={{
            toolbarActions: ToolbarActionsSearch,
            sidebarFooter: SidebarFooter,
          }}
          sx={{ height: 360, width: '100%' }}
        >
          <PageContainer>
            <Typography>
              {pathname === '/stock'
                ? '318 SKUs on hand; 4 below their reorder point.'
                : '7 pallets leave Rotterdam for Antwerp at 14:00.'}
            </Typography>
          </PageContainer>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
