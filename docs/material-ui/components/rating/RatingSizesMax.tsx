import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sizes = ['small', 'medium', 'large'] as const;

export default function RatingSizesMax() {
  const [score, setScore] = React.useState<number | null>(8);

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        {sizes.map((size) => (
          <Stack
            key={size}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center' }}
          >
            <Typography variant="body2" sx={{ width: 64 }}>
              {size}
            </Typography>
            <Rating
              value={4}
              size={size}
              readOnly
              getLabelText={(value) => `${value} out of 5`}
            />
          </Stack>
        ))}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 64 }}>
            2.5rem
          </Typography>
          <Rating
            value={4}
            readOnly
            getLabelText={(value) => `${value} out of 5`}
            sx={{ fontSize: '2.5rem' }}
          />
        </Stack>
      </Stack>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="body2" sx={{ p: 0 }}>
          How likely are you to recommend Ferrovia Norte to a friend?
        </Typography>
        <Rating
          name="rating-max-recommend"
          max={10}
          value={score}
          onChange={(_event, newValue) => setScore(newValue)}
          getLabelText={(value) => `${value} out of 10`}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {score === null ? 'Not answered' : `${score} / 10`}
        </Typography>
      </Box>
    </Stack>
  );
}
