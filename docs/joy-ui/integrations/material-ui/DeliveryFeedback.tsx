import * as React from 'react';
import {
  createTheme,
  ThemeProvider,
  THEME_ID as MATERIAL_THEME_ID,
} from '@mui/material/styles';
import Rating from '@mui/material/Rating';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { useColorScheme } from '@mui/joy/styles';

function useMaterialTheme() {
  const { mode, systemMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  return React.useMemo(
    () => createTheme({ palette: { mode: dark ? 'dark' : 'light' } }),
    [dark],
  );
}

export default function DeliveryFeedback() {
  const materialTheme = useMaterialTheme();
  const name = React.useId();
  const [stars, setStars] = React.useState<number | null>(4);
  const [sent, setSent] = React.useState(false);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(true);
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 400 }}>
      <Typography level="title-lg" component="h3">
        How was your delivery?
      </Typography>
      <Typography level="body-sm">Order #40721 · Arrived Tuesday, 10:14</Typography>
      <form onSubmit={handleSubmit}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography component="legend" level="title-sm" sx={{ mb: 0.5 }}>
            Rating
          </Typography>
          {/* Material UI's Rating: Joy UI has no equivalent component. */}
          <ThemeProvider theme={{ [MATERIAL_THEME_ID]: materialTheme }}>
            <Rating
              name={name}
              value={stars}
              onChange={(_event, value) => setStars(value)}
            />
          </ThemeProvider>
        </Box>
        <FormControl sx={{ mb: 2 }}>
          <FormLabel>Anything we should know?</FormLabel>
          <Textarea minRows={2} placeholder="The driver left it with a neighbor." />
        </FormControl>
        <Button type="submit" disabled={stars === null}>
          Send feedback
        </Button>
      </form>
      <Typography level="body-sm" aria-live="polite">
        {sent ? `Thanks! You rated this delivery ${stars} out of 5.` : ''}
      </Typography>
    </Card>
  );
}
