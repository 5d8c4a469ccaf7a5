import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaperDarkMode() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {[1, 4, 12].map((elevation) => (
        <Paper key={elevation} elevation={elevation} sx={{ p: 2, width: 160 }}>
          <Typography variant="subtitle2">Elevation {elevation}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Switch to dark mode: higher surfaces get lighter.
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
