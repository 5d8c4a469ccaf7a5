import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Warm paper tones instead of the default cool greys.
const theme = extendTheme({
  cssVarPrefix: 'colors-surfaces',
  colorSchemes: {
    light: {
      palette: {
        background: { body: '#FBF8F3', surface: '#F4EEE4', level1: '#EBE2D4' },
        text: { primary: '#2B2118', secondary: '#54463A', tertiary: '#6E5E50' },
        divider: 'rgba(84 70 58 / 0.2)',
      },
    },
    dark: {
      palette: {
        background: { body: '#15110D', surface: '#1F1A14', level1: '#2C251D' },
        text: { primary: '#F3ECE3', secondary: '#D4C7B8', tertiary: '#AE9F90' },
        divider: 'rgba(212 199 184 / 0.16)',
      },
    },
  },
});

export default function ThemeColorsSurfaces() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ bgcolor: 'background.body', p: 2, borderRadius: 'md' }}>
        <Card sx={{ maxWidth: 380 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar size="sm">MR</Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography level="title-sm">Maya Reyes</Typography>
              <Typography level="body-xs">Edited 2 hours ago</Typography>
            </Box>
            <Chip size="sm">Draft</Chip>
          </Stack>
          <Divider />
          <Typography level="title-md">Spring catalogue notes</Typography>
          <Typography level="body-sm">
            Move the linen range to the first spread and swap the cover photo for the
            orchard shot.
          </Typography>
        </Card>
      </Box>
    </CssVarsProvider>
  );
}
