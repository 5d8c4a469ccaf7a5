import * as React from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

export default function ModalBasic() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Delivery times
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          sx={panel}
        >
          <Typography id={titleId} variant="h6" component="h2" gutterBottom>
            Delivery times
          </Typography>
          <Typography id={descriptionId} variant="body2">
            Orders placed before 14:00 leave our Rotterdam warehouse the same day.
            Delivery takes 1–2 working days in the Netherlands and Belgium, and 2–4
            elsewhere in the EU.
          </Typography>
          <Button onClick={() => setOpen(false)} sx={{ mt: 2 }}>
            Close
          </Button>
        </Box>
      </Modal>
    </div>
  );
}
