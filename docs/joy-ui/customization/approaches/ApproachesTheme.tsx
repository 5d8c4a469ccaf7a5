import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  cssVarPrefix: 'approaches-theme',
  // Rounder corners for every component that reads the radius scale
  radius: { sm: '10px', md: '14px' },
  components: {
    JoyButton: {
      defaultProps: { variant: 'soft' },
      styleOverrides: {
        root: { borderRadius: '999px' },
      },
    },
    JoyInput: {
      defaultProps: { variant: 'soft' },
    },
    JoyChip: {
      defaultProps: { size: 'sm', variant: 'outlined' },
    },
  },
});

export default function ApproachesTheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip>Product news</Chip>
          <Chip>Release notes</Chip>
        </Stack>
        <FormControl>
          <FormLabel>Work email</FormLabel>
          <Input type="email" placeholder="ana@northwind.com" />
          <FormHelperText>One email a month, no more.</FormHelperText>
        </FormControl>
        <Stack direction="row" spacing={1}>
          <Button variant="solid">Subscribe</Button>
          <Button color="neutral">Not now</Button>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
