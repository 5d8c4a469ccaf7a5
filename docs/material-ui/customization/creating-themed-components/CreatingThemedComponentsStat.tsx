import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Stat } from './stat';

export default function CreatingThemedComponentsStat() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stat label="Orders today" value="1,284" />
      <Stat label="Average basket" value="€46.20" />
      <Stat label="Returns" value="2.3" unit="%" variant="filled" />
    </Stack>
  );
}
