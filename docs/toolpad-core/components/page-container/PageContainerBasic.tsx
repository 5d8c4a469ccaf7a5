import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import {
  AppProvider,
  type Navigation,
  type Router,
} from '@toolpad/core/AppProvider';
import { PageContainer } from '@toolpad/core/PageContainer';

const NAVIGATION: Navigation = [
  { segment: '', title: 'Home' },
  {
    segment: 'inventory',
    title: 'Inventory',
    children: [
      {
        segment: 'warehouses',
        title: 'Warehouses',
        children: [
          { segment: 'rotterdam', title: 'Rotterdam' },
          { segment: 'lyon', title: 'Lyon' },
        ],
      },
    ],
  },
];

const PATHS = [
  '/inventory',
  '/inventory/warehouses',
  '/inventory/warehouses/rotterdam',
  '/inventory/warehouses/lyon',
];

export default function PageContainerBasic() {
  const theme = useTheme();
  const [pathname, setPathname] = React.useState('/inventory/warehouses/rotterdam');
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
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label="Go to path"
        >
          {PATHS.map((path) => (
            <Button
              key={path}
              size="small"
              variant={path === pathname ? 'contained' : 'outlined'}
              onClick={() => setPathname(path)}
              sx={{ textTransform: 'none' }}
            >
              {path}
            </Button>
          ))}
        </Stack>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <PageContainer>
            <Typography>
              The title and breadcrumbs above come from the navigation entry that
              matches <code>{pathname}</code>.
            </Typography>
          </PageContainer>
        </Box>
      </Stack>
    </AppProvider>
  );
}
