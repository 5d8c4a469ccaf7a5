import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

const PLACEMENTS = [
  'top-start',
  'top',
  'top-end',
  'left-start',
  'left',
  'left-end',
  'right-start',
  'right',
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
] as const;

export default function TooltipPlacement() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: 1,
        maxWidth: 360,
        py: 4,
      }}
    >
      {PLACEMENTS.map((placement) => (
        <Tooltip
          key={placement}
          title={`Shown ${placement.replace('-', ', ')}`}
          placement={placement}
          describeChild
        >
          <Button size="sm" variant="outlined" color="neutral">
            {placement}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
