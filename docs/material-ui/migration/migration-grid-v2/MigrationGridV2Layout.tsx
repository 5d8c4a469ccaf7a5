import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Orders this month', value: '128' },
  { label: 'Average order', value: '$46.20' },
  { label: 'Returns', value: '3' },
];

export default function MigrationGridV2Layout() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="subtitle2" component="p">
              Profile
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Maya Okafor · maya.okafor@example.com
            </Typography>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="subtitle2" component="p">
              Plan
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Team, renews on 1 March 2025
            </Typography>
          </Paper>
        </Grid>
        {stats.map((stat) => (
          <Grid key={stat.label} size={{ xs: 12, sm: 4 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="p">
                {stat.value}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {stat.label}
              </Typography>
            </Paper>
          </Grid>
        ))}
        <Grid size="auto" offset="auto">
          <Button variant="contained">Save changes</Button>
        </Grid>
      </Grid>
    </Box>
  );
}
