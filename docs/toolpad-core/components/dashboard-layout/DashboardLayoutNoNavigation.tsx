import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';

const DEPARTURES = [
  { flight: 'KL 1275', city: 'Oslo', time: '10:05', gate: 'D4' },
  { flight: 'LH 993', city: 'Frankfurt', time: '10:20', gate: 'B12' },
  { flight: 'IB 3253', city: 'Madrid', time: '10:45', gate: 'C7' },
];

export default function DashboardLayoutNoNavigation() {
  const theme = useTheme();

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
      <AppProvider theme={theme} branding={{ title: 'Gate Board' }}>
        <DashboardLayout hideNavigation sx={{ height: 360, width: '100%' }}>
          <PageContainer title="Next departures" breadcrumbs={[]}>
            <List dense disablePadding>
              {DEPARTURES.map((departure) => (
                <ListItem key={departure.flight} disableGutters>
                  <ListItemText
                    primary={`${departure.time}  ${departure.flight} to ${departure.city}`}
                    secondary={`Gate ${departure.gate}`}
                  />
                </ListItem>
              ))}
            </List>
          </PageContainer>
        </DashboardLayout>
      </AppProvider>
    </Box>
  );
}
