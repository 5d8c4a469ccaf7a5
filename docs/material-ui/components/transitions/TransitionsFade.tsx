import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CloudOffIcon from '@mui/icons-material/CloudOff';

export default function TransitionsFade() {
  const [offline, setOffline] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={offline}
            onChange={(event) => setOffline(event.target.checked)}
          />
        }
        label="Offline"
      />
      <Box sx={{ minHeight: 72, mt: 1 }}>
        <Fade in={offline}>
          <Paper
            sx={{
              p: 2,
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              maxWidth: 400,
            }}
          >
            <CloudOffIcon sx={{ color: 'text.secondary' }} />
            <Typography variant="body2">
              You are offline. Changes to the packing list are saved on this device.
            </Typography>
          </Paper>
        </Fade>
      </Box>
    </div>
  );
}
