import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function PopperTransition() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const popperId = React.useId();

  return (
    <div>
      <Button
        variant="outlined"
        aria-describedby={open ? popperId : undefined}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        Opening hours
      </Button>
      <Popper
        id={popperId}
        open={open}
        anchorEl={anchorEl}
        placement="right"
        transition
        sx={{ zIndex: (theme) => theme.zIndex.tooltip }}
      >
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={300}>
            <Paper elevation={4} sx={{ p: 2, mx: 1 }}>
              <Typography variant="body2">
                Mon–Fri 08:00–19:00
                <br />
                Sat 09:00–17:00
                <br />
                Sun closed
              </Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </div>
  );
}
