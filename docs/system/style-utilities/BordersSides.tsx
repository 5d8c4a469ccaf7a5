import * as React from 'react';
import Box from '@mui/material/Box';

const settings = [
  { label: 'Email notifications', value: 'Daily digest' },
  { label: 'Language', value: 'English (UK)' },
  { label: 'Time zone', value: 'Europe/Lisbon' },
];

export default function BordersSides() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 480 }}>
      <Box
        component="dl"
        sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        {settings.map((setting, index) => (
          <Box
            key={setting.label}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              px: 2,
              py: 1.5,
              borderTop: index === 0 ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <Box component="dt" sx={{ typography: 'body2', fontWeight: 500 }}>
              {setting.label}
            </Box>
            <Box
              component="dd"
              sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}
            >
              {setting.value}
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        role="note"
        sx={{
          py: 1.5,
          px: 2,
          borderLeft: 4,
          borderColor: 'warning.main',
          bgcolor: 'action.hover',
          typography: 'body2',
        }}
      >
        Changing the time zone moves every scheduled report to the new local time.
      </Box>
    </Box>
  );
}
