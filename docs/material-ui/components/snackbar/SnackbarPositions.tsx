import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';

const origins: { label: string; origin: SnackbarOrigin }[] = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top center', origin: { vertical: 'top', horizontal: 'center' } },
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom center', origin: { vertical: 'bottom', horizontal: 'center' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function SnackbarPositions() {
  const [shown, setShown] = React.useState<(typeof origins)[number] | null>(null);

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: 1,
        maxWidth: 480,
      }}
    >
      {origins.map((entry) => (
        <Button
          key={entry.label}
          size="small"
          variant="outlined"
          onClick={() => setShown(entry)}
        >
          {entry.label}
        </Button>
      ))}
      <Snackbar
        key={shown?.label}
        open={shown !== null}
        anchorOrigin={shown?.origin ?? origins[4].origin}
        autoHideDuration={3000}
        onClose={() => setShown(null)}
        message={`Shown at the ${shown?.label.toLowerCase() ?? ''}`}
      />
    </Box>
  );
}
