import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChecklistIcon from '@mui/icons-material/Checklist';
import EditIcon from '@mui/icons-material/Edit';
import MicIcon from '@mui/icons-material/Mic';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';

const actions = [
  { name: 'Text note', icon: <EditIcon /> },
  { name: 'Checklist', icon: <ChecklistIcon /> },
  { name: 'Photo', icon: <PhotoCameraIcon /> },
  { name: 'Voice memo', icon: <MicIcon /> },
];

export default function SpeedDialControlled() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState<string[]>([]);

  const handleCreate = (name: string) => {
    setCreated((previous) => [...previous, name]);
    setOpen(false);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 360,
        width: '100%',
        p: 2,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      <Typography variant="h6" component="h3">
        Notes
      </Typography>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {created.length === 0 ? 'No notes yet.' : `Created: ${created.join(', ')}.`}
      </Typography>
      <SpeedDial
        ariaLabel="New note"
        icon={<SpeedDialIcon icon={<AddIcon />} openIcon={<EditIcon />} />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            onClick={() => handleCreate(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
