import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';

export default function SliderBasic() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 320, pt: 3 }}>
      <Slider aria-label="Volume" defaultValue={40} valueLabelDisplay="auto" />
      <Slider aria-label="Brightness" defaultValue={70} valueLabelDisplay="on" />
      <Slider aria-label="Contrast" defaultValue={50} disabled />
    </Stack>
  );
}
