import * as React from 'react';
import Box from '@mui/material/Box';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';

const stats = [
  { label: 'Revenue, April', value: '€48,210', change: '+12.4% on March', up: true },
  { label: 'New subscribers', value: '1,284', change: '+3.1% on March', up: true },
  { label: 'Cancellations', value: '37', change: '−8 on March', up: false },
];

export default function BoxStatTile() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {stats.map((stat) => (
        <Box
          key={stat.label}
          component="article"
          sx={{
            flex: '1 1 180px',
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}
        >
          <Box
            component="h3"
            sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}
          >
            {stat.label}
          </Box>
          <Box component="p" sx={{ m: 0, mt: 0.5, typography: 'h5' }}>
            {stat.value}
          </Box>
          <Box
            component="p"
            sx={{
              m: 0,
              mt: 1,
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              typography: 'body2',
              color: stat.up ? 'success.main' : 'text.secondary',
            }}
          >
            {stat.up ? (
              <TrendingUpIcon fontSize="small" />
            ) : (
              <TrendingDownIcon fontSize="small" />
            )}
            {stat.change}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
