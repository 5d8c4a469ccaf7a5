import React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const STATS = [
  { value: '38%', label: 'fewer status meetings' },
  { value: '4,800', label: 'teams planning in Tandem' },
  { value: '2 min', label: 'to import an existing roadmap' },
];

const QUOTES = [
  {
    quote:
      'We used to spend the first week of every quarter arguing about a slide. Now the roadmap is just there, and the argument is about the work.',
    name: 'Priya Raman',
    role: 'Head of Product, Northpeak',
    initials: 'PR',
    color: 'primary.main',
  },
  {
    quote:
      'Capacity view caught that our mobile team was booked at 140% before we promised anything to customers. That alone paid for the year.',
    name: 'Tomás Ortega',
    role: 'Engineering Manager, Quarry',
    initials: 'TO',
    color: 'secondary.main',
  },
  {
    quote: 'Sales finally stopped asking me for dates in chat. They open the shared roadmap, and it is always current.',
    name: 'Hannah Keller',
    role: 'Product Lead, Fathom Labs',
    initials: 'HK',
    color: 'warning.main',
  },
];

export default function Testimonials() {
  return (
    <Box
      component="section"
      id="testimonials"
      aria-labelledby="testimonials-title"
      sx={{
        py: { xs: 8, md: 12 },
        bgcolor: 'background.paper',
        borderBlock: 1,
        borderColor: 'divider',
        scrollMarginTop: 72,
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 5, md: 7 } }}>
          <Typography variant="overline" color="primary" component="p">
            Customers
          </Typography>
          <Typography
            id="testimonials-title"
            component="h2"
            variant="h3"
            sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}
          >
            Teams that plan in the open ship with less drama
          </Typography>
        </Box>
        <Grid container spacing={3} component="dl" sx={{ m: 0, mb: { xs: 5, md: 7 } }}>
          {STATS.map((stat) => (
            <Grid
              key={stat.label}
              size={{ xs: 12, sm: 4 }}
              sx={{ display: 'flex', flexDirection: 'column-reverse', textAlign: 'center' }}
            >
              <Typography component="dt" color="text.secondary">
                {stat.label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontSize: { xs: '2.2rem', md: '2.8rem' }, fontWeight: 800, color: 'primary.main' }}
              >
                {stat.value}
              </Typography>
            </Grid>
          ))}
        </Grid>
        <Grid container spacing={3}>
          {QUOTES.map((item) => (
            <Grid key={item.name} size={{ xs: 12, md: 4 }}>
              <Card
                component="figure"
                sx={{ m: 0, height: '100%', p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
              >
                <Rating value={5} readOnly size="small" getLabelText={(value) => `Rated ${value} out of 5`} />
                <Typography component="blockquote" sx={{ m: 0, flex: 1, fontSize: '1.05rem', lineHeight: 1.6 }}>
                  “{item.quote}”
                </Typography>
                <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar sx={{ bgcolor: item.color, color: 'background.paper', fontWeight: 700 }}>
                    {item.initials}
                  </Avatar>
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {item.role}
                    </Typography>
                  </Box>
                </Stack>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
