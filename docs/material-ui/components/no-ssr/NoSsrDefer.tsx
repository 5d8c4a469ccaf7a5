import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const ROWS = 20;
const SEATS_PER_ROW = 12;
const seats = Array.from({ length: ROWS * SEATS_PER_ROW }, (_, index) => {
  const row = Math.floor(index / SEATS_PER_ROW);
  const seat = index % SEATS_PER_ROW;
  return { id: index, taken: (row * 7 + seat * 3) % 5 < 2 };
});
const taken = seats.filter((seat) => seat.taken).length;

function SeatMap() {
  return (
    <Box
      role="img"
      aria-label={`Seat map, hall 2: ${taken} of ${seats.length} seats taken`}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${SEATS_PER_ROW}, 1fr)`,
        gap: 0.5,
        gridAutoRows: '1fr',
        height: 260,
        '& > span': { borderRadius: 0.5, bgcolor: 'primary.main' },
        '& > span[data-taken]': { bgcolor: 'action.disabledBackground' },
      }}
    >
      {seats.map((seat) => (
        <span key={seat.id} data-taken={seat.taken || undefined} />
      ))}
    </Box>
  );
}

export default function NoSsrDefer() {
  const [defer, setDefer] = React.useState(true);
  const [mountCount, setMountCount] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={defer}
              onChange={(event) => setDefer(event.target.checked)}
            />
          }
          label="defer"
        />
        <Button
          variant="outlined"
          onClick={() => setMountCount((count) => count + 1)}
        >
          Mount again
        </Button>
      </Stack>
      <NoSsr
        key={mountCount}
        defer={defer}
        fallback={<Skeleton variant="rectangular" height={260} />}
      >
        <SeatMap />
      </NoSsr>
    </Stack>
  );
}
