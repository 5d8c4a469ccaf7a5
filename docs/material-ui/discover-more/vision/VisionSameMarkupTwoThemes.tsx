import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

// The library's default theme: Material Design out of the box.
const materialTheme = createTheme();

// The same components, reshaped by the theme alone: no change to the markup below.
const editorialTheme = createTheme({
  palette: {
    primary: { main: '#1f2937' },
    background: { default: '#f6f1e7', paper: '#fffdf8' },
    text: { primary: '#1f2937', secondary: '#57534e' },
  },
  shape: { borderRadius: 0 },
  typography: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      // Without the ripple, keyboard focus needs a visible style of its own.
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: '2px solid #1f2937', outlineOffset: 2 },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { paddingInline: 20 } },
    },
    MuiChip: { defaultProps: { variant: 'outlined' } },
  },
});

function InvoicePanel({ title }: { title: string }) {
  const id = React.useId();
  return (
    <Box
      component="figure"
      aria-labelledby={`${id}-caption`}
      sx={{
        m: 0,
        flex: 1,
        p: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Typography id={`${id}-caption`} component="figcaption" variant="overline">
        {title}
      </Typography>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="p">
            Invoice 1042
          </Typography>
          <Chip label="Paid" color="success" size="small" />
        </Stack>
        <TextField
          id={`${id}-email`}
          label="Send copy to"
          defaultValue="ana@kiln.co"
        />
        <FormControlLabel control={<Switch defaultChecked />} label="Attach PDF" />
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Send</Button>
          <Button variant="outlined">Preview</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

const previews: { title: string; theme: Theme }[] = [
  { title: 'Default theme', theme: materialTheme },
  { title: 'Custom theme', theme: editorialTheme },
];

export default function VisionSameMarkupTwoThemes() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {previews.map(({ title, theme }) => (
        <ThemeProvider key={title} theme={theme}>
          <InvoicePanel title={title} />
        </ThemeProvider>
      ))}
    </Stack>
  );
}
