import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const forecasts = [
  { city: 'Oslo', detail: '4 °C, light snow' },
  { city: 'Lisbon', detail: '17 °C, sunny' },
  { city: 'Nairobi', detail: '24 °C, showers' },
];

export default function TransitionsGrow() {
  const [show, setShow] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={show}
            onChange={(event) => setShow(event.target.checked)}
          />
        }
        label="Show forecasts"
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1, minHeight: 88 }}>
        {forecasts.map((forecast, index) => (
          <Grow
            key={forecast.city}
            in={show}
            style={{ transformOrigin: '0 0 0' }}
            // Each card enters a little later than the one before it.
            timeout={show ? 400 + index * 300 : 'auto'}
          >
            <Paper sx={{ p: 2, width: 150 }}>
              <Typography variant="subtitle2" component="h3">
                {forecast.city}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {forecast.detail}
              </Typography>
            </Paper>
          </Grow>
        ))}
      </Box>
    </div>
  );
}
