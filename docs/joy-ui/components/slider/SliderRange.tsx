import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function formatPrice(value: number) {
  return `$${value}`;
}

export default function SliderRange() {
  const [range, setRange] = React.useState<number[]>([40, 120]);
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Typography level="title-sm">Price per night</Typography>
      <Slider
        getAriaLabel={(index) =>
          index === 0 ? 'Minimum price per night' : 'Maximum price per night'
        }
        getAriaValueText={formatPrice}
        min={0}
        max={300}
        step={10}
        value={range}
        onChange={(_event, newValue) => setRange(newValue as number[])}
        valueLabelDisplay="auto"
        valueLabelFormat={formatPrice}
        disableSwap
      />
      <Typography level="body-sm">
        {formatPrice(range[0])} to {formatPrice(range[1])}
      </Typography>
    </Stack>
  );
}
