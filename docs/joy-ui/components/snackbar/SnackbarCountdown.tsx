import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const DURATION = 8000;
const TICK = 100;

export default function SnackbarCountdown() {
  const [open, setOpen] = React.useState(false);
  const [left, setLeft] = React.useState(DURATION);
  const [paused, setPaused] = React.useState(false);

  React.useEffect(() => {
    if (!open || paused) return undefined;
    const timer = setInterval(() => {
      setLeft((value) => Math.max(value - TICK, 0));
    }, TICK);
    return () => clearInterval(timer);
  }, [open, paused]);

  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="neutral"
        onClick={() => {
          setLeft(DURATION);
          setPaused(false);
          setOpen(true);
        }}
      >
        Sign out of other devices
      </Button>
      <Snackbar
        role="status"
        open={open}
        variant="soft"
        color="primary"
        autoHideDuration={DURATION}
        // Resume with the time that was left, so the countdown and the timer agree.
        resumeHideDuration={left}
        disableWindowBlurListener
        onClose={() => setOpen(false)}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}
      >
        <Stack spacing={0.5}>
          <Typography level="title-sm">Signed out of 2 devices.</Typography>
          <Typography level="body-xs">
            {paused
              ? 'Paused while you read.'
              : `Closes in ${Math.ceil(left / 1000)} s.`}
          </Typography>
        </Stack>
        <LinearProgress
          determinate
          value={(left / DURATION) * 100}
          aria-label="Time before this message closes"
          size="sm"
        />
      </Snackbar>
    </React.Fragment>
  );
}
