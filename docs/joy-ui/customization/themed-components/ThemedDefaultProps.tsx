import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  cssVarPrefix: 'themed-defaults',
  components: {
    // Inputs and selects take their size from the surrounding FormControl.
    JoyFormControl: { defaultProps: { size: 'sm' } },
    JoyInput: { defaultProps: { variant: 'soft' } },
    JoySelect: { defaultProps: { variant: 'soft' } },
    JoyButton: { defaultProps: { size: 'sm' } },
  },
});

export default function ThemedDefaultProps() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <FormControl>
          <FormLabel>Email</FormLabel>
          <Input type="email" placeholder="priya@acme.dev" />
        </FormControl>
        <FormControl>
          <FormLabel>Role</FormLabel>
          <Select defaultValue="editor">
            <Option value="viewer">Viewer</Option>
            <Option value="editor">Editor</Option>
            <Option value="admin">Admin</Option>
          </Select>
        </FormControl>
        <Stack direction="row" spacing={1}>
          <Button>Send invite</Button>
          {/* A prop on the instance wins over the theme's default. */}
          <Button variant="plain" color="neutral">
            Cancel
          </Button>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
