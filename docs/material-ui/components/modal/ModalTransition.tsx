import * as React from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import LinearProgress from '@mui/material/LinearProgress';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 400,
  maxWidth: 'calc(100% - 32px)',
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 24,
  p: 3,
  outline: 'none',
} satisfies SxProps<Theme>;

export default function ModalTransition() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Check storage
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slotProps={{ backdrop: { timeout: 400 } }}
      >
        <Fade in={open} timeout={400}>
          <Box
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            sx={panel}
          >
            <Typography id={titleId} variant="h6" component="h2" gutterBottom>
              Storage almost full
            </Typography>
            <LinearProgress
              variant="determinate"
              value={92}
              aria-label="Storage used"
              sx={{ mb: 1.5 }}
            />
            <Typography id={descriptionId} variant="body2">
              You have used 92 GB of 100 GB. New photos stop syncing when your
              storage is full.
            </Typography>
            <Button onClick={() => setOpen(false)} sx={{ mt: 2 }}>
              Remind me later
            </Button>
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
