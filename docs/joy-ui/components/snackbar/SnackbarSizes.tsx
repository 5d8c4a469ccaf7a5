import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import type { SnackbarProps } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

type Size = NonNullable<SnackbarProps['size']>;
const SIZES: Size[] = ['sm', 'md', 'lg'];

export default function SnackbarSizes() {
  const [open, setOpen] = React.useState(false);
  const [size, setSize] = React.useState<Size>('md');
  return (
    <React.Fragment>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {SIZES.map((option) => (
          <Button
            key={option}
            size={option}
            variant="outlined"
            color="neutral"
            onClick={() => {
              setSize(option);
              setOpen(true);
            }}
          >
            {option}
          </Button>
        ))}
      </Stack>
      <Snackbar
        role="status"
        open={open}
        size={size}
        color="success"
        startDecorator={<CheckCircleRounded />}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
      >
        3 files uploaded to Contracts.
      </Snackbar>
    </React.Fragment>
  );
}
