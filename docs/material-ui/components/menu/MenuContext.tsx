import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function MenuContext() {
  const [position, setPosition] = React.useState<{
    top: number;
    left: number;
  } | null>(null);
  const [action, setAction] = React.useState('');

  const choose = (label: string) => {
    setAction(label);
    setPosition(null);
  };

  return (
    <Paper
      variant="outlined"
      onContextMenu={(event) => {
        event.preventDefault();
        setPosition(
          position ? null : { top: event.clientY + 2, left: event.clientX + 2 },
        );
      }}
      sx={{ p: 2, cursor: 'context-menu', maxWidth: 520 }}
    >
      <Typography>
        Right-click this paragraph for its menu. The meeting notes from Tuesday are
        here: budget approved, launch moved to 2 June, and the design review is on
        Friday at 10.
      </Typography>
      <Typography
        variant="body2"
        role="status"
        sx={{ mt: 1, color: 'text.secondary' }}
      >
        {action ? `Last action: ${action}` : ''}
      </Typography>
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <MenuItem onClick={() => choose('Copy')}>Copy</MenuItem>
        <MenuItem onClick={() => choose('Add comment')}>Add comment</MenuItem>
        <MenuItem onClick={() => choose('Highlight')}>Highlight</MenuItem>
      </Menu>
    </Paper>
  );
}
