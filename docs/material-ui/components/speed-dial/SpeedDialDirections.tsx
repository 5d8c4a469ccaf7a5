import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Switch from '@mui/material/Switch';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import ForwardIcon from '@mui/icons-material/Forward';
import ReplyIcon from '@mui/icons-material/Reply';

type Direction = NonNullable<SpeedDialProps['direction']>;

const actions = [
  { name: 'Reply', icon: <ReplyIcon /> },
  { name: 'Forward', icon: <ForwardIcon /> },
  { name: 'Archive', icon: <ArchiveIcon /> },
  { name: 'Delete', icon: <DeleteIcon /> },
];

const placement: Record<Direction, object> = {
  up: { bottom: 16, right: 16 },
  left: { bottom: 16, right: 16 },
  down: { top: 16, left: 16 },
  right: { top: 16, left: 16 },
};

export default function SpeedDialDirections() {
  const labelId = React.useId();
  const [direction, setDirection] = React.useState<Direction>('up');
  const [hidden, setHidden] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormLabel id={labelId}>Direction</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
        >
          {(['up', 'right', 'down', 'left'] as const).map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={value}
            />
          ))}
        </RadioGroup>
        <FormControlLabel
          control={
            <Switch
              checked={hidden}
              onChange={(event) => setHidden(event.target.checked)}
            />
          }
          label="Hidden"
        />
      </Box>
      <Box
        sx={{
          position: 'relative',
          isolation: 'isolate',
          height: 320,
          mt: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        <SpeedDial
          ariaLabel="Message actions"
          icon={<SpeedDialIcon />}
          direction={direction}
          hidden={hidden}
          sx={{ position: 'absolute', ...placement[direction] }}
        >
          {actions.map((action) => (
            <SpeedDialAction
              key={action.name}
              icon={action.icon}
              tooltipTitle={action.name}
            />
          ))}
        </SpeedDial>
      </Box>
    </Box>
  );
}
