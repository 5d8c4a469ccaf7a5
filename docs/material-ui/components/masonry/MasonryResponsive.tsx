import * as React from 'react';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const reviews = [
  { name: 'Amara Okafor', stars: 5, text: 'Best flat white in the neighbourhood.' },
  {
    name: 'Jonas Weber',
    stars: 4,
    text: 'Great sourdough and friendly staff. It gets loud around noon, so I come early with my laptop and leave before the lunch crowd.',
  },
  { name: 'Lucía Moreno', stars: 5, text: 'The cardamom buns sell out by 11.' },
  {
    name: 'Kenji Sato',
    stars: 3,
    text: 'Good coffee, but only two power sockets and the Wi-Fi drops now and then.',
  },
  {
    name: 'Priya Nair',
    stars: 5,
    text: 'They remembered my oat milk order on the second visit. Small things like that keep me coming back every week.',
  },
  { name: 'Tomás Silva', stars: 4, text: 'Lovely terrace when the sun is out.' },
  {
    name: 'Hannah Berg',
    stars: 4,
    text: 'Decent vegan options, and the lentil soup is better than it sounds.',
  },
  { name: 'Youssef Amrani', stars: 5, text: 'Quiet on weekday mornings.' },
];

export default function MasonryResponsive() {
  return (
    <Masonry columns={{ xs: 2, sm: 3, md: 4 }} spacing={{ xs: 1, sm: 2 }}>
      {reviews.map((review) => (
        <Paper key={review.name} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            {review.name}
          </Typography>
          <Rating
            value={review.stars}
            readOnly
            size="small"
            aria-label={`${review.stars} out of 5 stars`}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {review.text}
          </Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
