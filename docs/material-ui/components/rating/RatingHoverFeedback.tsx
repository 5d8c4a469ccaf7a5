import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const labels: Record<number, string> = {
  1: 'Very late',
  2: 'Late',
  3: 'On time',
  4: 'Early and careful',
  5: 'Perfect',
};

function getLabelText(value: number) {
  return `${value} star${value === 1 ? '' : 's'}, ${labels[value]}`;
}

export default function RatingHoverFeedback() {
  const [value, setValue] = React.useState<number | null>(3);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" sx={{ p: 0 }}>
        Rate the delivery of order #20417
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Rating
          name="rating-hover-delivery"
          value={value}
          getLabelText={getLabelText}
          onChange={(_event, newValue) => setValue(newValue)}
          onChangeActive={(_event, newHover) => setHover(newHover)}
        />
        <Typography variant="body2" sx={{ minWidth: 120 }}>
          {shown === null ? 'Not rated' : labels[shown]}
        </Typography>
      </Stack>
    </Box>
  );
}
