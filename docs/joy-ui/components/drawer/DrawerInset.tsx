import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const NOTIFICATIONS = [
  'Priya Nair commented on "Q3 budget".',
  'Your export of 1,204 contacts is ready.',
  'Marco Rossi joined the Design team.',
];

export default function DrawerInset() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show notifications
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          content: {
            sx: { bgcolor: 'transparent', p: { xs: 1, sm: 2 }, boxShadow: 'none' },
          },
        }}
      >
        <Sheet
          variant="outlined"
          sx={{
            borderRadius: 'md',
            boxShadow: 'lg',
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            p: 2,
          }}
        >
          <DialogTitle>Notifications</DialogTitle>
          <ModalClose aria-label="Close" />
          <DialogContent sx={{ gap: 1.5 }}>
            {NOTIFICATIONS.map((text) => (
              <Typography key={text} level="body-sm">
                {text}
              </Typography>
            ))}
          </DialogContent>
        </Sheet>
      </Drawer>
    </React.Fragment>
  );
}
