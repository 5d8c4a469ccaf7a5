import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const BANDS = [
  { name: 'Bass', value: 4 },
  { name: 'Mid', value: -2 },
  { name: 'Treble', value: 3 },
];

export default function SliderVertical() {
  return (
    <Stack direction="row" spacing={4} sx={{ height: 200, py: 1 }}>
      {BANDS.map((band) => (
        <Stack key={band.name} spacing={1} sx={{ alignItems: 'center' }}>
          <Slider
            orientation="vertical"
            aria-label={`${band.name} gain`}
            getAriaValueText={(value) => `${value} decibels`}
            defaultValue={band.value}
            min={-12}
            max={12}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${value} dB`}
            sx={{ flex: 1 }}
          />
          <Typography level="body-xs">{band.name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
