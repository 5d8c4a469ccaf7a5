import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const bands = [
  { frequency: '60 Hz', gain: 4 },
  { frequency: '230 Hz', gain: 1 },
  { frequency: '910 Hz', gain: -2 },
  { frequency: '3.6 kHz', gain: 2 },
  { frequency: '14 kHz', gain: 5 },
];

function formatGain(gain: number) {
  return `${gain > 0 ? '+' : ''}${gain} dB`;
}

function Band({ frequency, gain }: { frequency: string; gain: number }) {
  const labelId = React.useId();
  const [value, setValue] = React.useState(gain);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', minWidth: 48 }}>
      <Slider
        orientation="vertical"
        aria-labelledby={labelId}
        value={value}
        onChange={(_event, next) => setValue(next as number)}
        min={-12}
        max={12}
        marks={[{ value: 0 }]}
        valueLabelDisplay="auto"
        valueLabelFormat={formatGain}
        getAriaValueText={formatGain}
        sx={{ height: 160 }}
      />
      <Typography id={labelId} variant="caption" sx={{ whiteSpace: 'nowrap' }}>
        {frequency}
      </Typography>
    </Stack>
  );
}

export default function SliderVertical() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
      {bands.map((band) => (
        <Band key={band.frequency} {...band} />
      ))}
    </Stack>
  );
}
