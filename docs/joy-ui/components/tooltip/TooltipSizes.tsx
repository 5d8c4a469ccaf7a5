import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipSizes() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Tooltip title="Last synced 2 minutes ago" size="sm" describeChild>
        <Button size="sm" variant="soft" color="neutral">
          Sync (sm)
        </Button>
      </Tooltip>
      <Tooltip title="Last synced 2 minutes ago" size="md" describeChild>
        <Button size="md" variant="soft" color="neutral">
          Sync (md)
        </Button>
      </Tooltip>
      <Tooltip title="Last synced 2 minutes ago" size="lg" describeChild>
        <Button size="lg" variant="soft" color="neutral">
          Sync (lg)
        </Button>
      </Tooltip>
    </Stack>
  );
}
