import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

const kpis = [
  { label: 'Revenue', value: '€48,210', note: '+12% on February' },
  { label: 'Orders', value: '1,284', note: '+4%' },
  { label: 'Refund rate', value: '1.8%', note: '−0.4 points' },
];

export default function Grid2Dashboard() {
  return (
    <Grid container spacing={2}>
      {kpis.map((kpi) => (
        <Grid key={kpi.label} size={{ xs: 12, sm: 4 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {kpi.label}
              </Typography>
              <Typography variant="h5" component="p">
                {kpi.value}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {kpi.note}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 8 }}>
        <Card variant="outlined" sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              Monthly target
            </Typography>
            <LinearProgress
              variant="determinate"
              value={72}
              aria-label="Monthly target reached"
              sx={{ height: 8, borderRadius: 4, my: 1 }}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              €48,210 of €67,000 (72%) with 9 days to go.
            </Typography>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card variant="outlined" sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              Top city
            </Typography>
            <Typography variant="h6" component="p">
              Lisbon
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              212 orders this month
            </Typography>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
