import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const cafes = [
  { name: 'Kaffa Roastery', note: 'Single-origin filter, roasted on site.' },
  { name: 'Bar Oporto', note: 'Espresso at the counter.' },
  {
    name: 'Little Fern',
    note: 'Plants everywhere, long tables, good light for reading. The banana bread is worth the wait on Saturdays.',
  },
  { name: 'Nordlys', note: 'Cardamom buns and pour-over.' },
  { name: 'Café Aurora', note: 'Open from 7:00, the earliest in town.' },
  {
    name: 'The Reading Room',
    note: 'A bookshop with six tables at the back. Quiet hours until noon, and no laptops at weekends.',
  },
  { name: 'Mokka', note: 'Turkish coffee in copper pots.' },
  { name: 'Grounds', note: 'Cheap refills, loud music.' },
  {
    name: 'Bloom & Bean',
    note: 'Flower shop by day, wine bar from 18:00; the coffee is good either way.',
  },
];

export default function MasonrySequential() {
  const [sequential, setSequential] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={sequential}
            onChange={(event) => setSequential(event.target.checked)}
          />
        }
        label="Sequential order"
      />
      <Masonry columns={3} spacing={1.5} sequential={sequential}>
        {cafes.map((cafe, index) => (
          <Paper key={cafe.name} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              {index + 1}. {cafe.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {cafe.note}
            </Typography>
          </Paper>
        ))}
      </Masonry>
    </Stack>
  );
}
