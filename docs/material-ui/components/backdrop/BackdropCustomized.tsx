import * as React from 'react';
import { alpha } from '@mui/material/styles';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Look = 'tinted' | 'invisible';

export default function BackdropCustomized() {
  const [open, setOpen] = React.useState(false);
  // Kept after closing, so the backdrop fades out with the look it opened with.
  const [look, setLook] = React.useState<Look>('tinted');

  const show = (value: Look) => {
    setLook(value);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => show('tinted')}>
        Brand tint
      </Button>
      <Button variant="outlined" onClick={() => show('invisible')}>
        Invisible
      </Button>
      <Backdrop
        open={open}
        invisible={look === 'invisible'}
        // Close on clicks on the backdrop itself, not on the card inside it.
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
        sx={[
          { zIndex: (theme) => theme.zIndex.modal + 1 },
          look === 'tinted' && {
            bgcolor: (theme) => alpha(theme.palette.primary.dark, 0.8),
            backdropFilter: 'blur(2px)',
          },
        ]}
      >
        <Paper elevation={8} sx={{ p: 3, maxWidth: 320 }}>
          <Typography variant="subtitle1" component="p" gutterBottom>
            {look === 'tinted' ? 'Tinted backdrop' : 'Invisible backdrop'}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {look === 'tinted'
              ? 'A brand color at 80% opacity with a slight blur.'
              : 'Nothing is drawn, but the backdrop still catches the click.'}{' '}
            Click outside this card to close it.
          </Typography>
        </Paper>
      </Backdrop>
    </Stack>
  );
}
