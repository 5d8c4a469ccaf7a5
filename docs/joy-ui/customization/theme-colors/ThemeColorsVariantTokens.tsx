import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import colors from '@mui/joy/colors';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const { blue, grey } = colors;

// Darker solid buttons and stronger borders in light mode;
// light solid buttons with dark text in dark mode.
const theme = extendTheme({
  cssVarPrefix: 'colors-tokens',
  colorSchemes: {
    light: {
      palette: {
        primary: {
          solidBg: blue[700],
          solidHoverBg: blue[800],
          solidActiveBg: blue[900],
          outlinedColor: blue[700],
          outlinedBorder: blue[500],
          plainColor: blue[700],
          softColor: blue[800],
          softBg: blue[50],
        },
        neutral: { outlinedBorder: grey[400] },
      },
    },
    dark: {
      palette: {
        primary: {
          solidColor: grey[900],
          solidBg: blue[300],
          solidHoverBg: blue[200],
          solidActiveBg: blue[100],
          outlinedBorder: blue[400],
        },
      },
    },
  },
});

function Buttons() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button>Approve</Button>
      <Button variant="soft">Comment</Button>
      <Button variant="outlined">Assign</Button>
      <Button variant="outlined" color="neutral">
        Close
      </Button>
    </Stack>
  );
}

export default function ThemeColorsVariantTokens() {
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography level="title-sm">Default tokens</Typography>
        <Buttons />
      </Stack>
      <CssVarsProvider theme={theme}>
        <Stack spacing={1}>
          <Typography level="title-sm">Custom tokens</Typography>
          <Buttons />
        </Stack>
      </CssVarsProvider>
    </Stack>
  );
}
