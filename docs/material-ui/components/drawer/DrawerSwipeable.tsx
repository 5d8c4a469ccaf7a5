import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

const filters = ['Under €50', '€50 – €150', 'Over €150'];

export default function DrawerSwipeable() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Filter by price
      </Button>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        <Box sx={{ px: 2, pt: 1, pb: 2 }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 32,
              height: 4,
              borderRadius: 2,
              bgcolor: 'divider',
              mx: 'auto',
              mb: 1,
            }}
          />
          <Typography variant="subtitle1" component="h2">
            Price
          </Typography>
          <List>
            {filters.map((filter) => (
              <ListItemButton key={filter} onClick={() => setOpen(false)}>
                <ListItemText primary={filter} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </SwipeableDrawer>
    </div>
  );
}
