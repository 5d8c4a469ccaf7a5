import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function TransitionsReducedMotion() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [open, setOpen] = React.useState(false);
  const contentId = React.useId();

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Your system asks for reduced motion: {reduceMotion ? 'yes' : 'no'}.
      </Typography>
      <Button
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((previous) => !previous)}
      >
        {open ? 'Hide' : 'Show'} the route details
      </Button>
      <Collapse in={open} id={contentId} timeout={reduceMotion ? 0 : 'auto'}>
        <Typography variant="body2" sx={{ pt: 1 }}>
          Take the 08:02 from Zürich HB, change at Bern (platform 7, 6 minutes), and
          reach Interlaken Ost at 10:04. Seats are not reserved.
        </Typography>
      </Collapse>
    </Paper>
  );
}
