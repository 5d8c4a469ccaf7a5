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

export default function HiddenOnly() {
  return (
    <div>
      <CurrentBreakpoint />
      <Stack spacing={1} useFlexGap sx={{ typography: 'body2' }}>
        <Hidden implementation="css" only="sm">
          <Label>only=&quot;sm&quot;: hidden from 600px to 899px</Label>
        </Hidden>
        <Hidden implementation="css" only="md">
          <Label>only=&quot;md&quot;: hidden from 900px to 1199px</Label>
        </Hidden>
        <Hidden implementation="css" only={['xs', 'lg']}>
          <Label>
            {"only={['xs', 'lg']}: hidden below 600px and from 1200px to 1535px"}
          </Label>
        </Hidden>
      </Stack>
    </div>
  );
}
