import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function RatingPrecision() {
  const [value, setValue] = React.useState<number | null>(3.5);

  return (
    <Stack spacing={3}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="body2" sx={{ p: 0 }}>
          Rate “The Night Ferry to Tangier”
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Rating
            name="rating-precision-film"
            value={value}
            precision={0.5}
            onChange={(_event, newValue) => setValue(newValue)}
          />
          <Typography variant="body2">{value ?? '–'}</Typography>
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating
          name="rating-precision-average"
          value={4.3}
          precision={0.1}
          readOnly
          getLabelText={(average) => `Average rating: ${average} out of 5`}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          4.3 from 1,284 reviews
        </Typography>
      </Stack>
    </Stack>
  );
}
