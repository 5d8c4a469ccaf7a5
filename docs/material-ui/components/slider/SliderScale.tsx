import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// Each step doubles the size: 0 → 1 MB, 1 → 2 MB … 12 → 4 GB.
function toMegabytes(step: number) {
  return 2 ** step;
}

function formatSize(megabytes: number) {
  return megabytes >= 1024 ? `${megabytes / 1024} GB` : `${megabytes} MB`;
}

const marks = [0, 4, 8, 12].map((value) => ({
  value,
  label: formatSize(toMegabytes(value)),
}));

export default function SliderScale() {
  const labelId = React.useId();
  const [step, setStep] = React.useState(6);

  return (
    <Box sx={{ maxWidth: 400, px: 2 }}>
      <Typography id={labelId} gutterBottom>
        Largest attachment: {formatSize(toMegabytes(step))}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={step}
        onChange={(_event, value) => setStep(value as number)}
        min={0}
        max={12}
        scale={toMegabytes}
        marks={marks}
        valueLabelDisplay="auto"
        valueLabelFormat={formatSize}
        getAriaValueText={formatSize}
      />
    </Box>
  );
}
