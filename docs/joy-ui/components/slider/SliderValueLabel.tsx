import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function formatDuration(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export default function SliderValueLabel() {
  const [minutes, setMinutes] = React.useState(90);
  return (
    <Stack spacing={1} sx={{ maxWidth: 320, pt: 4 }}>
      <Slider
        aria-label="Meeting length"
        getAriaValueText={formatDuration}
        min={15}
        max={240}
        step={15}
        value={minutes}
        onChange={(_event, newValue) => setMinutes(newValue as number)}
        valueLabelDisplay="on"
        valueLabelFormat={formatDuration}
      />
      <Typography level="body-sm">
        Meeting length: {formatDuration(minutes)}
      </Typography>
    </Stack>
  );
}
