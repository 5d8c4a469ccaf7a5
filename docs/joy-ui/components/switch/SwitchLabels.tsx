import * as React from 'react';
import Switch from '@mui/joy/Switch';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SwitchLabels() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <Typography component="label" startDecorator={<Switch defaultChecked />}>
        Email me a weekly summary
      </Typography>
      <FormControl
        orientation="horizontal"
        sx={{ justifyContent: 'space-between', gap: 2 }}
      >
        <div>
          <FormLabel>Two-factor authentication</FormLabel>
          <FormHelperText sx={{ mt: 0 }}>
            Ask for a code from your phone at sign-in.
          </FormHelperText>
        </div>
        <Switch />
      </FormControl>
    </Stack>
  );
}
