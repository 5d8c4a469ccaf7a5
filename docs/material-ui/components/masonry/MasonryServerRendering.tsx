import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const tiles = [
  { label: 'Revenue today', value: '€4,812', height: 132 },
  { label: 'Orders', value: '96', height: 92 },
  { label: 'Best seller', value: 'Linen shirt', height: 112 },
  { label: 'Returns', value: '3', height: 92 },
  { label: 'Visitors', value: '2,140', height: 132 },
  { label: 'Low stock', value: '7 products', height: 92 },
  { label: 'Average basket', value: '€50.13', height: 112 },
  { label: 'New reviews', value: '12', height: 92 },
  { label: 'Refunds pending', value: '€129.00', height: 112 },
];

export default function MasonryServerRendering() {
  return (
    <Masonry
      columns={3}
      spacing={1}
      sequential
      defaultColumns={3}
      defaultSpacing={1}
      defaultHeight={380}
    >
      {tiles.map((tile) => (
        <Paper
          key={tile.label}
          variant="outlined"
          sx={{ p: 2, height: tile.height }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {tile.label}
          </Typography>
          <Typography variant="h6" component="p">
            {tile.value}
          </Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
