import * as React from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipArrow() {
  return (
    <Tooltip describeChild title="Saved 2 minutes ago" arrow>
      <Button variant="outlined">Autosave on</Button>
    </Tooltip>
  );
}
