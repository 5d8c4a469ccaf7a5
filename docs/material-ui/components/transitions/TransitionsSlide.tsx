import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Direction = 'up' | 'down' | 'left' | 'right';

export default function TransitionsSlide() {
  const [open, setOpen] = React.useState(false);
  const [direction, setDirection] = React.useState<Direction>('up');
  const [container, setContainer] = React.useState<HTMLElement | null>(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Direction"
          value={direction}
          onChange={(_event, value: Direction | null) =>
            value && setDirection(value)
          }
        >
          {(['up', 'down', 'left', 'right'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button variant="contained" onClick={() => setOpen((previous) => !previous)}>
          {open ? 'Hide' : 'Show'} the receipt
        </Button>
      </Stack>
      <Box
        ref={setContainer}
        sx={{
          height: 150,
          p: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        <Slide in={open} direction={direction} container={container}>
          <Paper elevation={3} sx={{ p: 2, maxWidth: 260 }}>
            <Typography variant="subtitle2" component="h3">
              Receipt #20931
            </Typography>
            <Typography variant="body2">2 × flat white, 1 × cardamom bun</Typography>
            <Typography variant="body2">Total: €11.40</Typography>
          </Paper>
        </Slide>
      </Box>
    </Stack>
  );
}
