import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

export default function TooltipControlled() {
  const [hovered, setHovered] = React.useState(false);
  const [pinned, setPinned] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch
            checked={pinned}
            onChange={(event) => setPinned(event.target.checked)}
          />
        }
      >
        Keep the hint open
      </Typography>
      <Tooltip
        title="Drafts are saved every 30 seconds"
        placement="right"
        describeChild
        open={pinned || hovered}
        onOpen={() => setHovered(true)}
        onClose={(event) => {
          setHovered(false);
          // Escape closes the tooltip even when it is pinned.
          if (event.type === 'keydown') {
            setPinned(false);
          }
        }}
      >
        <Button variant="soft">Autosave on</Button>
      </Tooltip>
    </Stack>
  );
}
