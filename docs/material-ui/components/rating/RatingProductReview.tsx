import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const reviews = [
  {
    author: 'Ana Lima',
    date: '2 October 2024',
    rating: 5,
    text: 'Carried it on a four-day hike in the Peneda-Gerês. The hip belt pockets fit a phone.',
  },
  {
    author: 'Jonas Berg',
    date: '18 September 2024',
    rating: 3,
    text: 'Comfortable, but the side pocket is too shallow for a one-litre bottle.',
  },
];

const outOfFive = (value: number) => `${value} out of 5`;

export default function RatingProductReview() {
  const [rating, setRating] = React.useState<number | null>(null);
  const [status, setStatus] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(
      rating === null
        ? 'Choose a rating before you send your review.'
        : `Thank you! Your ${rating}-star review will appear after moderation.`,
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
      <Typography variant="h6" component="h3">
        Trailhead 28 L daypack
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Rating
          value={4.4}
          precision={0.1}
          readOnly
          getLabelText={(value) => `Average rating: ${outOfFive(value)}`}
        />
        <Typography variant="body2">4.4 · 212 reviews</Typography>
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {reviews.map((review) => (
          <Box
            component="li"
            key={review.author}
            sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2" component="span">
                {review.author}
              </Typography>
              <Rating
                value={review.rating}
                size="small"
                readOnly
                getLabelText={outOfFive}
              />
            </Stack>
            <Typography
              variant="caption"
              component="p"
              sx={{ color: 'text.secondary' }}
            >
              {review.date}
            </Typography>
            <Typography variant="body2">{review.text}</Typography>
          </Box>
        ))}
      </Box>
      <Stack
        component="form"
        spacing={1.5}
        onSubmit={handleSubmit}
        sx={{ pt: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
            Your rating
          </Typography>
          <Rating
            name="rating-review-new"
            value={rating}
            getLabelText={(value) => `${value} star${value === 1 ? '' : 's'}`}
            onChange={(_event, newValue) => setRating(newValue)}
          />
        </Box>
        <TextField label="Your review" multiline minRows={2} />
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Send review
        </Button>
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      </Stack>
    </Paper>
  );
}
