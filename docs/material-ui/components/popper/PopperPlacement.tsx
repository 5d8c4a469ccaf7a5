import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

// The twelve placements laid out around an empty center, row by row.
const grid: (PopperPlacementType | null)[][] = [
  [null, 'top-start', 'top', 'top-end', null],
  ['left-start', null, null, null, 'right-start'],
  ['left', null, null, null, 'right'],
  ['left-end', null, null, null, 'right-end'],
  [null, 'bottom-start', 'bottom', 'bottom-end', null],
];

export default function PopperPlacement() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');

  const show =
    (value: PopperPlacementType) => (event: React.MouseEvent<HTMLElement>) => {
      const same = anchorEl === event.currentTarget;
      setAnchorEl(same ? null : event.currentTarget);
      setPlacement(value);
    };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, auto)',
        justifyContent: 'center',
        gap: 1,
        py: 2,
      }}
    >
      {grid.flat().map((cell, index) =>
        cell ? (
          <Button key={cell} variant="outlined" onClick={show(cell)}>
            {cell}
          </Button>
        ) : (
          <span key={`empty-${index}`} />
        ),
      )}
      <Popper
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        placement={placement}
        sx={{ zIndex: (theme) => theme.zIndex.tooltip }}
      >
        {({ placement: actual }) => (
          <Paper elevation={4} sx={{ px: 2, py: 1, m: 1 }}>
            <Typography variant="body2">
              {actual === placement
                ? `placement="${actual}"`
                : `Asked for ${placement}, shown at ${actual}`}
            </Typography>
          </Paper>
        )}
      </Popper>
    </Box>
  );
}
