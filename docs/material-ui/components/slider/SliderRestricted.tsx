import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const BILL = 48.6;
const tips = [0, 10, 15, 18, 20, 25];
const marks = tips.map((value) => ({ value, label: `${value}%` }));
const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

function describe(value: number) {
  return `${value}% tip, ${euros.format((BILL * value) / 100)}`;
}

export default function SliderRestricted() {
  const labelId = React.useId();
  const [tip, setTip] = React.useState(15);

  return (
    <Box sx={{ maxWidth: 400, px: 1 }}>
      <Typography id={labelId} gutterBottom>
        Tip on {euros.format(BILL)}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={tip}
        onChange={(_event, value) => setTip(value as number)}
        step={null}
        marks={marks}
        min={0}
        max={25}
        getAriaValueText={describe}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Total with tip: {euros.format(BILL + (BILL * tip) / 100)}
      </Typography>
    </Box>
  );
}
