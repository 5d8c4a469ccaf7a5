import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme as useContextTheme } from '@emotion/react';
import {
  createTheme,
  ThemeProvider,
  THEME_ID,
  useTheme,
  type Theme,
} from '@mui/material/styles';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

// A light theme of its own: the scoped panel keeps it in the site's dark mode too.
const brandTheme = createTheme({
  palette: { primary: { main: '#00695c' }, background: { paper: '#f3f7f6' } },
  shape: { borderRadius: 12 },
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
});

function Panel({ title }: { title: string }) {
  // Material UI components read their own key first; other libraries see the rest.
  const materialTheme = useTheme();
  const contextTheme = useContextTheme() as Partial<Theme>;

  return (
    <Paper variant="outlined" sx={{ flex: '1 1 240px', p: 2 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="subtitle2" component="p">
          {title}
        </Typography>
        <Button variant="contained">Save changes</Button>
        <FormControlLabel control={<Switch defaultChecked />} label="Email alerts" />
        <Typography variant="body2" component="p">
          Material UI corner radius:{' '}
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {materialTheme.shape.borderRadius}px
          </Box>
          <br />
          Top-level corner radius:{' '}
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {contextTheme.shape ? `${contextTheme.shape.borderRadius}px` : 'none'}
          </Box>
        </Typography>
      </Stack>
    </Paper>
  );
}

export default function ThemeScopingPanels() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Panel title="Page theme" />
      <ThemeProvider theme={{ [THEME_ID]: brandTheme }}>
        <Panel title="Scoped with THEME_ID" />
      </ThemeProvider>
    </Stack>
  );
}
