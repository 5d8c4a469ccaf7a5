import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function SliderStyled() {
  const labelId = React.useId();
  const [value, setValue] = React.useState(60);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 384 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 14,
          fontWeight: 500,
        }}
      >
        <span id={labelId}>Brightness</span>
        <span>{value}%</span>
      </Box>
      <Slider
        aria-labelledby={labelId}
        value={value}
        onChange={(_event, next) => setValue(next as number)}
        sx={{
          height: 8,
          py: 1,
          color: 'secondary.main',
          '& .MuiSlider-rail': { bgcolor: 'grey.500', opacity: 0.35 },
          '& .MuiSlider-track': { border: 0 },
          '& .MuiSlider-thumb': {
            width: 20,
            height: 20,
            bgcolor: 'common.white',
            border: '2px solid currentColor',
            '&:hover, &.Mui-focusVisible': {
              boxShadow: '0 0 0 6px rgb(156 39 176 / 0.2)',
            },
            '&.Mui-active': { boxShadow: '0 0 0 10px rgb(156 39 176 / 0.2)' },
          },
        }}
      />
    </Box>
  );
}
