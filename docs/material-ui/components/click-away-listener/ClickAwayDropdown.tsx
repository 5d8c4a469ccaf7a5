import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const slots = [
  'Thu 14 Nov, 08:00–10:00',
  'Thu 14 Nov, 18:00–20:00',
  'Fri 15 Nov, 12:00–14:00',
  'Sat 16 Nov, 09:00–11:00',
];

export default function ClickAwayDropdown() {
  const [open, setOpen] = React.useState(false);
  const [slot, setSlot] = React.useState(slots[1]);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const panelId = React.useId();

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <Box sx={{ minHeight: 250 }}>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Box
          sx={{ position: 'relative', display: 'inline-block' }}
          onKeyDown={handleKeyDown}
        >
          <Button
            ref={buttonRef}
            variant="outlined"
            endIcon={<ExpandMoreIcon />}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((previous) => !previous)}
          >
            Delivery: {slot}
          </Button>
          {open && (
            <Paper
              id={panelId}
              elevation={4}
              sx={{
                position: 'absolute',
                top: '100%',
                insetInlineStart: 0,
                mt: 1,
                zIndex: 1,
              }}
            >
              <List aria-label="Delivery slots">
                {slots.map((option) => (
                  <ListItem key={option} disablePadding>
                    <ListItemButton
                      selected={option === slot}
                      aria-current={option === slot ? 'true' : undefined}
                      onClick={() => {
                        setSlot(option);
                        setOpen(false);
                        buttonRef.current?.focus();
                      }}
                    >
                      <ListItemText primary={option} sx={{ whiteSpace: 'nowrap' }} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
          )}
        </Box>
      </ClickAwayListener>
    </Box>
  );
}
