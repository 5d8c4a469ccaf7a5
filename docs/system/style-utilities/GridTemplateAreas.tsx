import * as React from 'react';
import Box from '@mui/material/Box';

const regions = [
  { area: 'header', label: 'Header: project name and search' },
  { area: 'nav', label: 'Navigation' },
  { area: 'main', label: 'Main: this week’s deployments' },
  { area: 'aside', label: 'Activity' },
  { area: 'footer', label: 'Footer: status and version' },
];

export default function GridTemplateAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr', md: '160px 1fr 200px' },
        gridTemplateRows: { md: 'auto 180px auto' },
        gridTemplateAreas: {
          xs: `"header" "nav" "main" "aside" "footer"`,
          sm: `"header header" "nav main" "nav aside" "footer footer"`,
          md: `"header header header" "nav main aside" "footer footer footer"`,
        },
      }}
    >
      {regions.map((region) => (
        <Box
          key={region.area}
          sx={{
            gridArea: region.area,
            p: 1.5,
            minHeight: 48,
            border: 1,
            borderColor: region.area === 'main' ? 'primary.main' : 'divider',
            borderRadius: 1,
            bgcolor: region.area === 'main' ? 'background.paper' : 'action.hover',
            typography: 'body2',
          }}
        >
          <Box component="code" sx={{ fontWeight: 600 }}>
            {region.area}
          </Box>
          <Box sx={{ color: 'text.secondary' }}>{region.label}</Box>
        </Box>
      ))}
    </Box>
  );
}
