import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const fieldset = { border: 0, m: 0, p: 0, minWidth: 0 };

export default function RatingBasic() {
  const [value, setValue] = React.useState<number | null>(4);

  return (
    <Stack spacing={3}>
      <Box component="fieldset" sx={fieldset}>
        <Typography component="legend" variant="body2" sx={{ p: 0 }}>
          How was your stay at Casa Azul?
        </Typography>
        <Rating
          name="rating-basic-stay"
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {value === null ? 'No rating yet' : `You gave ${value} out of 5`}
        </Typography>
      </Box>
      <Box component="fieldset" sx={fieldset}>
        <Typography component="legend" variant="body2" sx={{ p: 0 }}>
          Cleanliness (uncontrolled)
        </Typography>
        <Rating name="rating-basic-cleanliness" defaultValue={3} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">Guest average:</Typography>
        <Rating
          value={5}
          readOnly
          getLabelText={(average) => `${average} out of 5`}
        />
      </Stack>
      <Box component="fieldset" sx={fieldset}>
        <Typography component="legend" variant="body2" sx={{ p: 0 }}>
          Breakfast (opens after check-out)
        </Typography>
        <Rating name="rating-basic-breakfast" value={2} disabled />
      </Box>
    </Stack>
  );
}
