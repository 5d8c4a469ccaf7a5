import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

const CARDS = [
  { title: 'Revenue', value: '$48,210' },
  { title: 'New customers', value: '312' },
  { title: 'Refunds', value: '$1,090' },
];

export default function BasicGrid() {
  return (
    <Grid container spacing={2}>
      {CARDS.map((card) => (
        <Grid key={card.title} xs={12} sm={6} md={4}>
          <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
            <div>{card.title}</div>
            <strong>{card.value}</strong>
          </Sheet>
        </Grid>
      ))}
      <Grid xs={12} md={8}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>
          Sales by week (8 of 12 columns from md up)
        </Sheet>
      </Grid>
      <Grid xs={12} md={4}>
        <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>
          Top products (4 of 12)
        </Sheet>
      </Grid>
    </Grid>
  );
}
