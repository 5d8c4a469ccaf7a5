import * as React from 'react';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const STORAGE_TIERS = [
  { value: 50, label: '50 GB' },
  { value: 200, label: '200 GB' },
  { value: 500, label: '500 GB' },
  { value: 1000, label: '1 TB' },
];

export default function SliderMarks() {
  return (
    <Stack spacing={4} sx={{ maxWidth: 320, px: 2 }}>
      <div>
        <Typography level="title-sm">Session timeout (minutes)</Typography>
        <Slider
          aria-label="Session timeout in minutes"
          defaultValue={30}
          min={15}
          max={120}
          step={15}
          marks
          valueLabelDisplay="auto"
        />
      </div>
      <div>
        <Typography level="title-sm">Storage plan</Typography>
        <Slider
          aria-label="Storage plan"
          defaultValue={200}
          min={50}
          max={1000}
          step={null}
          marks={STORAGE_TIERS}
          getAriaValueText={(value) =>
            STORAGE_TIERS.find((tier) => tier.value === value)?.label ??
            `${value} GB`
          }
        />
      </div>
    </Stack>
  );
}
