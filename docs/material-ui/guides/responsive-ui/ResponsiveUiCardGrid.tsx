import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';

const workshops = [
  {
    id: 'forms',
    title: 'Accessible forms',
    city: 'Lisbon',
    date: '12 Mar 2025',
    price: '€180',
  },
  {
    id: 'motion',
    title: 'Motion for interfaces',
    city: 'Berlin',
    date: '19 Mar 2025',
    price: '€210',
  },
  {
    id: 'tokens',
    title: 'Design tokens in practice',
    city: 'Online',
    date: '26 Mar 2025',
    price: '€95',
  },
  {
    id: 'tables',
    title: 'Data tables that scale',
    city: 'Madrid',
    date: '2 Apr 2025',
    price: '€180',
  },
  {
    id: 'testing',
    title: 'Testing React components',
    city: 'Online',
    date: '9 Apr 2025',
    price: '€95',
  },
  {
    id: 'themes',
    title: 'Theming a design system',
    city: 'Vienna',
    date: '16 Apr 2025',
    price: '€240',
  },
];

export default function ResponsiveUiCardGrid() {
  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }}>
      {workshops.map((workshop) => (
        <Grid key={workshop.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card
            variant="outlined"
            sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {workshop.city} · {workshop.date}
              </Typography>
              <Typography
                id={`workshop-${workshop.id}`}
                variant="h6"
                component="h3"
                sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' } }}
              >
                {workshop.title}
              </Typography>
              <Typography variant="body2">{workshop.price} per seat</Typography>
            </CardContent>
            <CardActions>
              <Button size="small" aria-describedby={`workshop-${workshop.id}`}>
                Book a seat
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
