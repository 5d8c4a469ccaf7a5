import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Stop({ time, code, city }: { time: string; code: string; city: string }) {
  return (
    <Box>
      <Typography variant="h6" component="p">
        {time}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {code} · {city}
      </Typography>
    </Box>
  );
}

export default function ResponsiveUiStackDirection() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Stop time="07:40" code="LIS" city="Lisbon" />
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', textAlign: { sm: 'center' }, flexGrow: 1 }}
        >
          2 h 35 min · Nonstop
        </Typography>
        <Stop time="11:15" code="AMS" city="Amsterdam" />
        <Button variant="contained" sx={{ flexShrink: 0 }}>
          Select · €142
        </Button>
      </Stack>
    </Paper>
  );
}
