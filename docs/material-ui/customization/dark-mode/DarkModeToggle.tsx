import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, ThemeProvider } from '@mui/material/styles';

type Choice = 'light' | 'system' | 'dark';

export default function DarkModeToggle() {
  const [choice, setChoice] = React.useState<Choice>('system');
  // false on the server and on the first render in the browser, then the real value.
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const mode = choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;

  // A new theme only when the mode changes, not on every render.
  const theme = React.useMemo(() => createTheme({ palette: { mode } }), [mode]);

  return (
    // The function form replaces an outer theme instead of merging into it.
    <ThemeProvider theme={() => theme}>
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="h6" component="h3">
            Profile
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={choice}
            onChange={(_event, next: Choice | null) => {
              if (next) setChoice(next);
            }}
            aria-label="Color mode"
          >
            <ToggleButton value="light">Light</ToggleButton>
            <ToggleButton value="system">System</ToggleButton>
            <ToggleButton value="dark">Dark</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, mt: 3, maxWidth: 360 }}>
          <TextField label="Display name" defaultValue="Amara Okafor" />
          <TextField
            label="Email"
            type="email"
            defaultValue="amara.okafor@example.com"
            helperText="Only your team can see it."
          />
        </Box>
      </Paper>
    </ThemeProvider>
  );
}
