import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

// Every duration at zero: components that time themselves with the theme jump
// straight to their end state.
const reducedMotionTheme = createTheme({
  transitions: {
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
    getAutoHeightDuration: () => 0,
  },
});

const defaultTheme = createTheme();

export default function TransitionsThemeReducedMotion() {
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [simulate, setSimulate] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  const detailsId = React.useId();
  const reduce = prefersReducedMotion || simulate;

  return (
    <ThemeProvider theme={reduce ? reducedMotionTheme : defaultTheme}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Your system asks for reduced motion: {prefersReducedMotion ? 'yes' : 'no'}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={simulate}
              onChange={(event) => setSimulate(event.target.checked)}
            />
          }
          label="Reduce motion in this demo"
        />
        <div>
          <Button
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((previous) => !previous)}
          >
            {open ? 'Hide' : 'Show'} delivery details
          </Button>
        </div>
        <Collapse in={open} timeout="auto" id={detailsId}>
          <Typography variant="body2" sx={{ pt: 1 }}>
            Arrives Thursday 10 October between 08:00 and 12:00. The driver calls 30
            minutes ahead and can leave the parcel with a neighbour.
          </Typography>
        </Collapse>
      </Paper>
    </ThemeProvider>
  );
}
