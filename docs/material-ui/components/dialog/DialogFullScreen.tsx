import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

const lines = [
  { item: 'Walnut desk, 140 cm', price: '€489.00' },
  { item: 'Task chair, graphite', price: '€259.00' },
  { item: 'Delivery and assembly', price: '€45.00' },
];

export default function DialogFullScreen() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Review order
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={isPhone}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        <AppBar position="relative" elevation={0}>
          <Toolbar>
            <IconButton
              edge="start"
              color="inherit"
              onClick={() => setOpen(false)}
              aria-label="Close"
            >
              <CloseIcon />
            </IconButton>
            <Typography
              id={titleId}
              variant="h6"
              component="h2"
              sx={{ ml: 2, flex: 1 }}
            >
              Order #20417
            </Typography>
            <Button color="inherit" onClick={() => setOpen(false)}>
              Confirm
            </Button>
          </Toolbar>
        </AppBar>
        <DialogContent>
          <List>
            {lines.map((line) => (
              <ListItem key={line.item} disableGutters divider>
                <ListItemText primary={line.item} />
                <Typography>{line.price}</Typography>
              </ListItem>
            ))}
            <ListItem disableGutters>
              <ListItemText
                primary="Total"
                primaryTypographyProps={{ fontWeight: 600 }}
              />
              <Typography sx={{ fontWeight: 600 }}>€793.00</Typography>
            </ListItem>
          </List>
        </DialogContent>
      </Dialog>
    </div>
  );
}
