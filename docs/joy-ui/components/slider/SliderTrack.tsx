import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SliderTrack() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 320 }}>
      <div>
        <Typography level="title-sm">Low-stock alert (track inverted)</Typography>
        <Slider
          aria-label="Alert when stock falls below"
          defaultValue={25}
          track="inverted"
          valueLabelDisplay="auto"
        />
      </div>
      <div>
        <Typography level="title-sm">Stereo balance (no track)</Typography>
        <Slider
          aria-label="Stereo balance"
          defaultValue={0}
          min={-50}
          max={50}
          track={false}
          marks={[{ value: 0, label: 'Center' }]}
        />
      </div>
    </Stack>
  );
}
