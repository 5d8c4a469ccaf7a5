import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const marks = [0, 10, 20, 30, 40].map((value) => ({ value, label: `${value} °C` }));

function describe(value: number) {
  return `${value} degrees Celsius`;
}

export default function SliderMarks() {
  const [range, setRange] = React.useState<number[]>([18, 24]);

  return (
    <Box sx={{ maxWidth: 360, px: 1 }}>
      <Typography id="comfort-range" gutterBottom>
        Comfort range: {range[0]} °C to {range[1]} °C
      </Typography>
      <Slider
        aria-labelledby="comfort-range"
        value={range}
        onChange={(_event, value) => setRange(value as number[])}
        min={0}
        max={40}
        step={2}
        marks={marks}
        valueLabelDisplay="auto"
        getAriaValueText={describe}
        disableSwap
      />
    </Box>
  );
}
