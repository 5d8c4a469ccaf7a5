import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const workspaces = ['Northwind Studio', 'Harbor Analytics', 'Personal projects'];

export default function DialogBasic() {
  const [open, setOpen] = React.useState(false);
  const [workspace, setWorkspace] = React.useState(workspaces[0]);
  const titleId = React.useId();

  const choose = (value: string) => {
    setWorkspace(value);
    setOpen(false);
  };

  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Current workspace: <strong>{workspace}</strong>
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Switch workspace
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Switch workspace</DialogTitle>
        <List sx={{ pt: 0 }}>
          {workspaces.map((name) => (
            <ListItemButton
              key={name}
              selected={name === workspace}
              onClick={() => choose(name)}
            >
              <ListItemText primary={name} />
            </ListItemButton>
          ))}
        </List>
      </Dialog>
    </div>
  );
}
