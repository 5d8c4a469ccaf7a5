import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A panel that is always dark, whatever the page around it uses.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

const departures = [
  '21:05 Amsterdam Centraal',
  '21:18 Rotterdam Centraal',
  '21:32 Den Haag HS',
  '21:47 Eindhoven Centraal',
  '22:02 Groningen',
  '22:15 Maastricht',
  '22:40 Zwolle',
];

export default function CssBaselineColorScheme() {
  const [enableColorScheme, setEnableColorScheme] = React.useState(true);
  const id = React.useId();

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={enableColorScheme}
            onChange={(event) => setEnableColorScheme(event.target.checked)}
          />
        }
        label="enableColorScheme"
      />
      <ThemeProvider theme={darkTheme}>
        <ScopedCssBaseline
          enableColorScheme={enableColorScheme}
          sx={{ p: 2, borderRadius: 1, display: 'grid', gap: 1.5, maxWidth: 360 }}
        >
          <label htmlFor={`${id}-date`}>Travel date</label>
          <input id={`${id}-date`} type="date" defaultValue="2025-03-14" />
          <label htmlFor={`${id}-platform`}>Platform</label>
          <select id={`${id}-platform`} defaultValue="5b">
            <option value="5a">Platform 5a</option>
            <option value="5b">Platform 5b</option>
            <option value="7">Platform 7</option>
          </select>
          <Box
            component="ul"
            tabIndex={0}
            aria-label="Evening departures"
            sx={{ height: 96, overflowY: 'auto', m: 0, pl: 3 }}
          >
            {departures.map((departure) => (
              <li key={departure}>{departure}</li>
            ))}
          </Box>
        </ScopedCssBaseline>
      </ThemeProvider>
    </div>
  );
}
