import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Navy-tinted, slightly stronger shadows in light mode; deeper ones in dark mode.
const theme = extendTheme({
  cssVarPrefix: 'shadow-channel',
  colorSchemes: {
    light: { shadowChannel: '14 42 92', shadowOpacity: '0.14' },
    dark: { shadowChannel: '0 0 0', shadowOpacity: '0.8' },
  },
});

export default function ShadowChannel() {
  return (
    <CssVarsProvider theme={theme}>
      <Card sx={{ maxWidth: 360, boxShadow: 'lg', p: 2.5 }}>
        <Typography level="title-lg">Reset your password</Typography>
        <Typography level="body-sm">
          We will send a link to the address on your account.
        </Typography>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <FormControl>
            <FormLabel>Email</FormLabel>
            <Input type="email" placeholder="noah@fieldnotes.io" />
          </FormControl>
          <Button>Send link</Button>
        </Stack>
      </Card>
    </CssVarsProvider>
  );
}
