import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// A teal scale: 500 keeps 5:1 contrast with white text.
const lagoon = {
  50: '#F0FAF8',
  100: '#D9F3EF',
  200: '#B2E6DF',
  300: '#7ACFC5',
  400: '#3AA89D',
  500: '#12796F',
  600: '#0E665E',
  700: '#0B524C',
  800: '#083D39',
  900: '#052725',
};

const theme = extendTheme({
  cssVarPrefix: 'colors-primary',
  colorSchemes: {
    light: { palette: { primary: lagoon } },
    dark: { palette: { primary: lagoon } },
  },
});

export default function ThemeColorsPrimary() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Typography
          level="title-md"
          endDecorator={
            <Chip size="sm" color="primary">
              Production
            </Chip>
          }
        >
          storefront-web
        </Typography>
        <Typography
          component="label"
          level="body-sm"
          startDecorator={<Switch defaultChecked />}
        >
          Deploy every push to main
        </Typography>
        <Checkbox label="Notify the team when a deploy fails" defaultChecked />
        <LinearProgress
          determinate
          value={64}
          aria-label="Build progress"
          sx={{ my: 1 }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button>Deploy</Button>
          <Button variant="soft">Preview</Button>
          <Button variant="outlined">Share</Button>
          <Button variant="plain">Discard</Button>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
