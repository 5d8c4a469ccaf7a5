import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

const grid: (TooltipProps['placement'] | null)[][] = [
  [null, 'top-start', 'top', 'top-end', null],
  ['left-start', null, null, null, 'right-start'],
  ['left', null, null, null, 'right'],
  ['left-end', null, null, null, 'right-end'],
  [null, 'bottom-start', 'bottom', 'bottom-end', null],
];

export default function TooltipPlacement() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
        gap: 1,
        maxWidth: 560,
        mx: 'auto',
      }}
    >
      {grid.flat().map((placement, index) =>
        placement ? (
          <Tooltip
            describeChild
            key={placement}
            title={`Placed ${placement}`}
            placement={placement}
          >
            <Button size="small" variant="outlined" sx={{ minWidth: 0, px: 0.5 }}>
              {placement}
            </Button>
          </Tooltip>
        ) : (
          <span key={index} />
        ),
      )}
    </Box>
  );
}
