import * as React from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipInteractive() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Tooltip
        describeChild
        title="Closes as soon as the pointer leaves the button"
        disableInteractive
      >
        <Button>Not interactive</Button>
      </Tooltip>
      <Tooltip
        describeChild
        title={
          <span>
            Billing is paused until the trial ends.{' '}
            <Link href="#billing" color="inherit" underline="always">
              Billing settings
            </Link>
          </span>
        }
      >
        <Button>Interactive (default)</Button>
      </Tooltip>
    </Stack>
  );
}
