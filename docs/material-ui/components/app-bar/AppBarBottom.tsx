import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

const notes = [
  'Call the venue about catering',
  'Draft the Q2 roadmap',
  'Renew the domain',
  'Book flights to Lisbon',
];

export default function AppBarBottom() {
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'relative',
        height: 320,
        overflow: 'hidden',
        maxWidth: 420,
        mx: 'auto',
      }}
    >
      <List sx={{ pb: 8 }}>
        {notes.map((note) => (
          <ListItem key={note} divider>
            <ListItemText primary={note} />
          </ListItem>
        ))}
      </List>
      <AppBar position="absolute" color="primary" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          <Fab
            color="secondary"
            aria-label="New note"
            sx={{
              position: 'absolute',
              zIndex: 1,
              top: -28,
              left: 0,
              right: 0,
              mx: 'auto',
            }}
          >
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search notes">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Paper>
  );
}
