import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const formTheme = createTheme({
  // Colors come from CSS variables, so the demo follows light and dark mode.
  cssVariables: true,
  components: {
    MuiTextField: {
      defaultProps: { size: 'small', variant: 'filled', fullWidth: true },
    },
    MuiButton: {
      defaultProps: { variant: 'contained', disableElevation: true },
    },
  },
});

function SubscribeForm({ title }: { title: string }) {
  return (
    <Box
      component="form"
      aria-label={title}
      onSubmit={(event: React.FormEvent) => event.preventDefault()}
      sx={{ flex: 1, minWidth: 240 }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField label="Email" type="email" autoComplete="email" />
        <Stack direction="row" spacing={1}>
          <Button type="submit">Subscribe</Button>
          {/* A prop on the element still wins over the theme's default. */}
          <Button variant="text">No thanks</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

export default function ThemeComponentsDefaultProps() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <SubscribeForm title="Library defaults" />
      <ThemeProvider theme={formTheme}>
        <SubscribeForm title="With the theme's defaultProps" />
      </ThemeProvider>
    </Stack>
  );
}
