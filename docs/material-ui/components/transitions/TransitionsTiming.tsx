import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';

type Easing = 'easeInOut' | 'easeOut' | 'easeIn' | 'sharp';

export default function TransitionsTiming() {
  const theme = useTheme();
  const [arrived, setArrived] = React.useState(false);
  const [duration, setDuration] = React.useState(1000);
  const [easing, setEasing] = React.useState<Easing>('easeInOut');
  const [container, setContainer] = React.useState<HTMLElement | null>(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <FormControl size="small" sx={{ minWidth: 130 }}>
          <InputLabel id="transitions-timing-timeout">timeout</InputLabel>
          <Select
            labelId="transitions-timing-timeout"
            label="timeout"
            value={duration}
            onChange={(event) => setDuration(Number(event.target.value))}
          >
            {[theme.transitions.duration.standard, 1000, 2000].map((ms) => (
              <MenuItem key={ms} value={ms}>
                {ms} ms
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 130 }}>
          <InputLabel id="transitions-timing-easing">easing</InputLabel>
          <Select
            labelId="transitions-timing-easing"
            label="easing"
            value={easing}
            onChange={(event) => setEasing(event.target.value as Easing)}
          >
            {(['easeInOut', 'easeOut', 'easeIn', 'sharp'] as const).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          variant="contained"
          onClick={() => setArrived((previous) => !previous)}
        >
          {arrived ? 'Send away' : 'Bring in'} the bus
        </Button>
      </Stack>
      <Box
        ref={setContainer}
        sx={{
          overflow: 'hidden',
          py: 1,
          px: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        <Slide
          in={arrived}
          direction="left"
          container={container}
          timeout={duration}
          easing={theme.transitions.easing[easing]}
        >
          <DirectionsBusIcon
            sx={{ fontSize: 48, color: 'primary.main', display: 'block' }}
          />
        </Slide>
      </Box>
    </Stack>
  );
}
