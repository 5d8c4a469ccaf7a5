import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function TooltipDelays() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Tooltip
        describeChild
        title="Shown after 600 ms"
        enterDelay={600}
        leaveDelay={200}
      >
        <Button>Delayed</Button>
      </Tooltip>
      <Tooltip describeChild title="Follows the pointer" followCursor>
        <Button>Follow cursor</Button>
      </Tooltip>
      <Tooltip
        describeChild
        title="Fades in"
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: 400 } }}
      >
        <Button>Fade</Button>
      </Tooltip>
      <Tooltip describeChild title="Zooms in" slots={{ transition: Zoom }}>
        <Button>Zoom</Button>
      </Tooltip>
    </Stack>
  );
}
