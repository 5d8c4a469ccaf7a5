import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function AspectRatioMinMaxHeight() {
  const [width, setWidth] = React.useState(100);
  return (
    <Stack spacing={2}>
      <Slider
        aria-label="Container width"
        value={width}
        min={20}
        max={100}
        step={10}
        valueLabelDisplay="auto"
        getAriaValueText={(value) => `${value}%`}
        valueLabelFormat={(value) => `${value}%`}
        onChange={(_event, value) => setWidth(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <Box sx={{ width: `${width}%` }}>
        <AspectRatio ratio="16/9" minHeight={120} maxHeight={200} variant="outlined">
          <Typography level="body-sm" sx={{ textAlign: 'center', p: 1 }}>
            Hero banner: 16/9, between 120px and 200px tall
          </Typography>
        </AspectRatio>
      </Box>
    </Stack>
  );
}
