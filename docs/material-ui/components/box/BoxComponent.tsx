import * as React from 'react';
import Box from '@mui/material/Box';

const hours = [
  { days: 'Monday to Friday', time: '08:00 – 19:00' },
  { days: 'Saturday', time: '09:00 – 17:00' },
  { days: 'Sunday', time: 'Closed' },
];

export default function BoxComponent() {
  return (
    <Box
      component="section"
      aria-labelledby="box-component-title"
      sx={{
        maxWidth: 360,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        component="h3"
        id="box-component-title"
        sx={{ typography: 'subtitle1', fontWeight: 'fontWeightMedium', m: 0, mb: 1 }}
      >
        Opening hours, Kastanienallee bakery
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
          typography: 'body2',
        }}
      >
        {hours.map((row) => (
          <React.Fragment key={row.days}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {row.days}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {row.time}
            </Box>
          </React.Fragment>
        ))}
      </Box>
    </Box>
  );
}
