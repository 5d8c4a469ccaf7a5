import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Item } from './item';

export default function Grid2Spacing() {
  const [rowSpacing, setRowSpacing] = React.useState(1);
  const [columnSpacing, setColumnSpacing] = React.useState(3);
  const id = React.useId();

  return (
    <Stack spacing={2}>
      <Grid container rowSpacing={rowSpacing} columnSpacing={columnSpacing}>
        {[1, 2, 3, 4, 5, 6].map((cell) => (
          <Grid key={cell} size={4}>
            <Item>{cell}</Item>
          </Grid>
        ))}
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <div>
          <Typography id={`${id}-row`} variant="body2">
            rowSpacing: {rowSpacing}
          </Typography>
          <Slider
            aria-labelledby={`${id}-row`}
            value={rowSpacing}
            onChange={(_event, value) => setRowSpacing(value as number)}
            min={0}
            max={5}
            step={1}
            marks
            sx={{ width: 200 }}
          />
        </div>
        <div>
          <Typography id={`${id}-column`} variant="body2">
            columnSpacing: {columnSpacing}
          </Typography>
          <Slider
            aria-labelledby={`${id}-column`}
            value={columnSpacing}
            onChange={(_event, value) => setColumnSpacing(value as number)}
            min={0}
            max={5}
            step={1}
            marks
            sx={{ width: 200 }}
          />
        </div>
      </Stack>
    </Stack>
  );
}
