import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipDisabledButton() {
  return (
    <Tooltip title="Add a payment method to upgrade" describeChild>
      <Box component="span" sx={{ display: 'inline-block' }}>
        <Button disabled>Upgrade plan</Button>
      </Box>
    </Tooltip>
  );
}
