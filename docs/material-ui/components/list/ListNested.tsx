import * as React from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';

export default function ListNested() {
  const [open, setOpen] = React.useState(true);
  const subheaderId = React.useId();
  const childrenId = React.useId();

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List
        aria-labelledby={subheaderId}
        subheader={<ListSubheader id={subheaderId}>Project files</ListSubheader>}
      >
        <ListItem disablePadding>
          <ListItemButton>
            <ListItemIcon>
              <DescriptionOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary="README.md" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding sx={{ display: 'block' }}>
          <ListItemButton
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={childrenId}
          >
            <ListItemIcon>
              <FolderOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary="src" />
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </ListItemButton>
          <Collapse in={open} timeout="auto" unmountOnExit id={childrenId}>
            <List disablePadding>
              {['App.tsx', 'main.tsx', 'theme.ts'].map((file) => (
                <ListItem key={file} disablePadding>
                  <ListItemButton sx={{ pl: 9 }}>
                    <ListItemText primary={file} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Collapse>
        </ListItem>
      </List>
    </Paper>
  );
}
