import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Add from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';

const STATS = [
  { label: 'Revenue', value: '$48,210', change: 12.4, good: true },
  { label: 'Orders', value: '1,284', change: 8.1, good: true },
  { label: 'Average order', value: '$37.54', change: -2.3, good: false },
  { label: 'Refunds', value: '18', change: -25, good: true },
];

export default function OrdersOverview() {
  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <div>
          <Typography level="h3" component="h2">
            Orders
          </Typography>
          <Typography level="body-sm">Last 30 days · Updated 5 min ago</Typography>
        </div>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            color="neutral"
            size="sm"
            startDecorator={<FileDownloadOutlined />}
          >
            Export CSV
          </Button>
          <Button size="sm" startDecorator={<Add />}>
            New order
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        {STATS.map((stat) => (
          <Grid key={stat.label} xs={12} sm={6} lg={3}>
            <Card variant="outlined" sx={{ gap: 0.5 }}>
              <Typography level="body-sm">{stat.label}</Typography>
              <Typography level="h3" component="p">
                {stat.value}
              </Typography>
              <Chip
                size="sm"
                variant="soft"
                color={stat.good ? 'success' : 'danger'}
                startDecorator={stat.change > 0 ? <TrendingUp /> : <TrendingDown />}
              >
                {stat.change > 0 ? '+' : '−'}
                {Math.abs(stat.change)}% vs. previous period
              </Chip>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
