import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import PoolIcon from '@mui/icons-material/Pool';

const activities = [
  { name: 'Walk', icon: <DirectionsWalkIcon /> },
  { name: 'Run', icon: <DirectionsRunIcon /> },
  { name: 'Ride', icon: <DirectionsBikeIcon /> },
  { name: 'Swim', icon: <PoolIcon /> },
];

export default function SpeedDialTooltipOpen() {
  const [open, setOpen] = React.useState(false);
  const [started, setStarted] = React.useState<string | null>(null);

  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 360,
        width: '100%',
        p: 2,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      <Typography role="status">
        {started ? `${started} started. Recording…` : 'No activity recording.'}
      </Typography>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={{ position: 'absolute', zIndex: 1 }}
      />
      <SpeedDial
        ariaLabel="Start an activity"
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'absolute', bottom: 16, right: 16, zIndex: 2 }}
      >
        {activities.map((activity) => (
          <SpeedDialAction
            key={activity.name}
            icon={activity.icon}
            tooltipTitle={activity.name}
            tooltipOpen
            onClick={() => {
              setStarted(activity.name);
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
