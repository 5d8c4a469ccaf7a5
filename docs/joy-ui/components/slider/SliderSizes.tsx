import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function SliderSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {SIZES.map((size) => (
        <Slider
          key={size}
          size={size}
          aria-label={`Playback speed (${size})`}
          defaultValue={1}
          min={0.5}
          max={2}
          step={0.25}
          marks
        />
      ))}
    </Stack>
  );
}
