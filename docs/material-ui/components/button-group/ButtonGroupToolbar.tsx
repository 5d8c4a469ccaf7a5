import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';

const editActions = [
  { label: 'Undo', icon: <UndoIcon fontSize="small" /> },
  { label: 'Redo', icon: <RedoIcon fontSize="small" /> },
  { label: 'Cut', icon: <ContentCutIcon fontSize="small" /> },
  { label: 'Copy', icon: <ContentCopyIcon fontSize="small" /> },
  { label: 'Paste', icon: <ContentPasteIcon fontSize="small" /> },
];

export default function ButtonGroupToolbar() {
  const [zoom, setZoom] = React.useState(100);
  const [lastAction, setLastAction] = React.useState('No changes yet');

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', p: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <ButtonGroup size="small" aria-label="Edit">
          {editActions.map((action) => (
            <Tooltip key={action.label} title={action.label}>
              <Button
                aria-label={action.label}
                onClick={() => setLastAction(action.label)}
              >
                {action.icon}
              </Button>
            </Tooltip>
          ))}
        </ButtonGroup>
        <ButtonGroup size="small" variant="text" aria-label="Zoom">
          <Button disabled={zoom <= 50} onClick={() => setZoom(zoom - 25)}>
            Zoom out
          </Button>
          <Button onClick={() => setZoom(100)}>Reset</Button>
          <Button disabled={zoom >= 200} onClick={() => setZoom(zoom + 25)}>
            Zoom in
          </Button>
        </ButtonGroup>
      </Stack>
      <Box sx={{ p: 2, minHeight: 120 }}>
        <Typography sx={{ fontSize: `${zoom}%` }}>
          Minutes of the garden committee, 14 March: the new compost bins arrive on
          Saturday, and Marta will bring the seed order from Hartley’s.
        </Typography>
      </Box>
      <Typography
        variant="caption"
        role="status"
        sx={{ display: 'block', px: 2, pb: 1, color: 'text.secondary' }}
      >
        Zoom {zoom}% · Last action: {lastAction}
      </Typography>
    </Box>
  );
}
