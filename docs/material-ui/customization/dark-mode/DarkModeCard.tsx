import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// One option is enough: the palette derives every other color from the mode.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

export default function DarkModeCard() {
  return (
    // The function form replaces an outer theme instead of merging into it.
    <ThemeProvider theme={() => darkTheme}>
      {/* The dark page background, so the card looks the same on a light page. */}
      <Box sx={{ bgcolor: 'background.default', p: 3, borderRadius: 1 }}>
        <Card elevation={4} sx={{ maxWidth: 340 }}>
          <CardContent>
            <Typography variant="overline" component="h3" color="text.secondary">
              Cloud storage
            </Typography>
            <Typography variant="h5" component="p" sx={{ mt: 0.5 }}>
              68.4 GB of 100 GB used
            </Typography>
            <LinearProgress
              variant="determinate"
              value={68.4}
              aria-label="Storage used"
              sx={{ my: 2, height: 8, borderRadius: 1 }}
            />
            <Typography variant="body2" color="text.secondary">
              Photos take up 41.2 GB. Backups run every night at 02:00.
            </Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button variant="contained">Upgrade plan</Button>
            <Button>Manage files</Button>
          </CardActions>
        </Card>
      </Box>
    </ThemeProvider>
  );
}
