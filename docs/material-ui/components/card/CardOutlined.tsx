import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Active users', value: '12,480', change: '+8.2% this week' },
  { label: 'Conversion', value: '3.4%', change: '−0.3 points' },
  { label: 'Avg. session', value: '6 min 12 s', change: '+41 s' },
];

export default function CardOutlined() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {stats.map((stat) => (
        <Card key={stat.label} variant="outlined" sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ my: 0.5 }}>
              {stat.value}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {stat.change}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
