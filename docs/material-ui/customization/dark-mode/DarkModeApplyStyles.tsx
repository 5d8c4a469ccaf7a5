import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, styled, ThemeProvider } from '@mui/material/styles';

// Light styles first, then the dark ones: an array keeps them in that order.
const Callout = styled('div')(({ theme }) => [
  {
    padding: theme.spacing(1.5, 2),
    borderRadius: theme.shape.borderRadius,
    borderInlineStart: '4px solid #f9a825',
    backgroundColor: '#fff8e1',
    color: '#4e342e',
    ...theme.typography.body2,
  },
  theme.applyStyles('dark', {
    backgroundColor: 'rgba(249, 168, 37, 0.12)',
    color: '#ffe082',
  }),
]);

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

const message = 'Backups older than 90 days are deleted on 1 July.';

function Preview({ title }: { title: string }) {
  return (
    <Box sx={{ flex: 1, p: 2, borderRadius: 1, bgcolor: 'background.default' }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Callout>{message}</Callout>
    </Box>
  );
}

export default function DarkModeApplyStyles() {
  return (
    <Stack spacing={2}>
      {/* Follows the theme around it: here, this site's color mode. */}
      <Callout>{message}</Callout>
      {/* The function form replaces the outer theme instead of merging into it. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ThemeProvider theme={() => lightTheme}>
          <Preview title="Light theme" />
        </ThemeProvider>
        <ThemeProvider theme={() => darkTheme}>
          <Preview title="Dark theme" />
        </ThemeProvider>
      </Stack>
    </Stack>
  );
}
