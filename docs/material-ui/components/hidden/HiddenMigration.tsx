import * as React from 'react';
import Box from '@mui/material/Box';
import Hidden from '@mui/material/Hidden';
import Stack from '@mui/material/Stack';
import { CurrentBreakpoint } from './breakpoint';

const label = { px: 2, py: 1, borderRadius: 1, bgcolor: 'action.selected' };

export default function HiddenMigration() {
  return (
    <div>
      <CurrentBreakpoint />
      <Stack spacing={1} useFlexGap sx={{ typography: 'body2' }}>
        {/* Before: the deprecated component. */}
        <Hidden implementation="css" mdDown>
          <Box sx={label}>Hidden mdDown: shown from 900px up</Box>
        </Hidden>
        {/* After: the same rule as a responsive display value. */}
        <Box sx={{ ...label, display: { xs: 'none', md: 'block' } }}>
          sx display: shown from 900px up
        </Box>
      </Stack>
    </div>
  );
}
