import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { stockColumns, stockGridSx } from './columns';
import { mondayClose, mulberry32, type Stock } from './stocks';

const TICK_MS = 1500;

/** Moves a few prices by up to ±1.5 %, using the seeded generator. */
function tick(rows: Stock[], random: () => number): Stock[] {
  const moved = new Set([
    Math.floor(random() * rows.length),
    Math.floor(random() * rows.length),
  ]);
  return rows.map((row, index) => {
    if (!moved.has(index)) {
      return row;
    }
    const delta = Math.round(row.price * (random() - 0.5) * 3) / 100;
    return {
      ...row,
      price: Math.round((row.price + delta) * 100) / 100,
      change: Math.round((row.change + delta) * 100) / 100,
      volume: row.volume + Math.floor(random() * 5000) * 10,
    };
  });
}

export default function RowUpdatesTicker() {
  // The first render always shows the same rows, on the server and in the browser.
  const [rows, setRows] = React.useState<Stock[]>(mondayClose);
  const [running, setRunning] = React.useState(true);
  const [ticks, setTicks] = React.useState(0);
  const random = React.useRef(mulberry32(2024));

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = window.setInterval(() => {
      setRows((current) => tick(current, random.current));
      setTicks((count) => count + 1);
    }, TICK_MS);
    // Stops the ticker when it is paused or the grid leaves the page.
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button variant="outlined" size="small" onClick={() => setRunning(!running)}>
          {running ? 'Pause prices' : 'Resume prices'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {ticks} updates received
        </Typography>
      </Stack>
      <Box sx={{ height: 370, width: '100%' }}>
        <DataGrid
          aria-label="Live prices"
          rows={rows}
          columns={stockColumns}
          hideFooter
          sx={stockGridSx}
        />
      </Box>
    </Stack>
  );
}
