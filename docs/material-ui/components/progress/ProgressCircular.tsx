import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function CircularWithLabel({ value }: { value: number }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress variant="determinate" value={value} aria-label="Backup" />
      <Box
        sx={{
          inset: 0,
          position: 'absolute',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'text.secondary' }}
        >
          {`${Math.round(value)}%`}
        </Typography>
      </Box>
    </Box>
  );
}

export default function ProgressCircular() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <CircularProgress aria-label="Loading messages" />
      <CircularProgress color="secondary" size={28} aria-label="Loading contacts" />
      <CircularProgress variant="determinate" value={40} aria-label="Syncing" />
      <CircularWithLabel value={75} />
    </Stack>
  );
}
