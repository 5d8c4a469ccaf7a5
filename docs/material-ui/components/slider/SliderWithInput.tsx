import * as React from 'react';
import Box from '@mui/material/Box';
import Input from '@mui/material/Input';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const MIN = 0;
const MAX = 2000;
const STEP = 50;

export default function SliderWithInput() {
  const labelId = React.useId();
  // The field may hold text that is not a number yet, such as "" while typing.
  const [budget, setBudget] = React.useState<number | ''>(600);

  const clamp = () => {
    if (budget === '' || budget < MIN) {
      setBudget(MIN);
    } else if (budget > MAX) {
      setBudget(MAX);
    }
  };

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography id={labelId} gutterBottom>
        Monthly ad budget
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          aria-labelledby={labelId}
          value={typeof budget === 'number' ? budget : MIN}
          onChange={(_event, value) => setBudget(value as number)}
          min={MIN}
          max={MAX}
          step={STEP}
        />
        <Input
          value={budget}
          size="small"
          onChange={(event) =>
            setBudget(event.target.value === '' ? '' : Number(event.target.value))
          }
          onBlur={clamp}
          startAdornment={<InputAdornment position="start">€</InputAdornment>}
          inputProps={{
            type: 'number',
            min: MIN,
            max: MAX,
            step: STEP,
            'aria-labelledby': labelId,
          }}
          sx={{ width: 110, flexShrink: 0 }}
        />
      </Stack>
    </Box>
  );
}
