import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import type { SnackbarOrigin } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

const VERTICAL: SnackbarOrigin['vertical'][] = ['top', 'bottom'];
const HORIZONTAL: SnackbarOrigin['horizontal'][] = ['left', 'center', 'right'];

export default function SnackbarPositions() {
  const [open, setOpen] = React.useState(false);
  const [anchor, setAnchor] = React.useState<SnackbarOrigin>({
    vertical: 'bottom',
    horizontal: 'right',
  });
  return (
    <Stack spacing={1.5}>
      {VERTICAL.map((vertical) => (
        <Stack
          key={vertical}
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {HORIZONTAL.map((horizontal) => (
            <Button
              key={horizontal}
              variant="outlined"
              color="neutral"
              sx={{ minWidth: 130 }}
              onClick={() => {
                setAnchor({ vertical, horizontal });
                setOpen(true);
              }}
            >
              {vertical} {horizontal}
            </Button>
          ))}
        </Stack>
      ))}
      <Snackbar
        role="status"
        open={open}
        anchorOrigin={anchor}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
      >
        Shown at the {anchor.vertical} {anchor.horizontal} of the window.
      </Snackbar>
    </Stack>
  );
}
