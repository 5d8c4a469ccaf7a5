import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type Trigger = 'onClick' | 'onMouseDown' | 'onPointerUp';

export default function ClickAwayEvents() {
  const [open, setOpen] = React.useState(false);
  const [trigger, setTrigger] = React.useState<Trigger>('onClick');
  const [lastEvent, setLastEvent] = React.useState('none yet');
  const labelId = React.useId();

  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    setLastEvent(event.type);
    setOpen(false);
  };

  return (
    <Box sx={{ minHeight: 260 }}>
      <FormControl>
        <FormLabel id={labelId}>mouseEvent</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={trigger}
          onChange={(event) => setTrigger(event.target.value as Trigger)}
        >
          <FormControlLabel value="onClick" control={<Radio />} label="onClick" />
          <FormControlLabel
            value="onMouseDown"
            control={<Radio />}
            label="onMouseDown"
          />
          <FormControlLabel
            value="onPointerUp"
            control={<Radio />}
            label="onPointerUp"
          />
        </RadioGroup>
      </FormControl>
      <Typography variant="body2" sx={{ color: 'text.secondary', my: 1 }}>
        Closed by: {lastEvent}
      </Typography>
      {open ? (
        <ClickAwayListener
          mouseEvent={trigger}
          touchEvent={trigger === 'onMouseDown' ? 'onTouchStart' : 'onTouchEnd'}
          onClickAway={handleClickAway}
        >
          <Paper elevation={3} sx={{ p: 2, maxWidth: 420 }}>
            <TextField
              label="Share link"
              fullWidth
              value="https://example.com/trips/lisbon-2025?invite=8FQ2"
              slotProps={{ input: { readOnly: true } }}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              Select the link by dragging past the panel’s edge, then try another
              event.
            </Typography>
          </Paper>
        </ClickAwayListener>
      ) : (
        <Button variant="contained" onClick={() => setOpen(true)}>
          Share trip
        </Button>
      )}
    </Box>
  );
}
