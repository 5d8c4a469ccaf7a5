import * as React from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipDisabled() {
  return (
    <Tooltip describeChild title="Add a payment method to publish">
      <span>
        <Button variant="contained" disabled>
          Publish site
        </Button>
      </span>
    </Tooltip>
  );
}
