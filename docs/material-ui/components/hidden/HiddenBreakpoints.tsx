import * as React from 'react';
import Box from '@mui/material/Box';
import Hidden from '@mui/material/Hidden';
import Stack from '@mui/material/Stack';
import { CurrentBreakpoint } from './breakpoint';

function Label({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ px: 2, py: 1, borderRadius: 1, bgcolor: 'action.selected' }}>
      {children}
    </Box>
  );
}

export default function HiddenBreakpoints() {
  return (
    <div>
      <CurrentBreakpoint />
      <Stack spacing={1} useFlexGap sx={{ typography: 'body2' }}>
        <Hidden implementation="css" smDown>
          <Label>smDown: hidden below 600px</Label>
        </Hidden>
        <Hidden implementation="css" mdDown>
          <Label>mdDown: hidden below 900px</Label>
        </Hidden>
        <Hidden implementation="css" smUp>
          <Label>smUp: hidden from 600px up</Label>
        </Hidden>
        <Hidden implementation="css" mdUp>
          <Label>mdUp: hidden from 900px up</Label>
        </Hidden>
        <Hidden implementation="css" lgUp>
          <Label>lgUp: hidden from 1200px up</Label>
        </Hidden>
      </Stack>
    </div>
  );
}
