import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';

type Anchor = 'left' | 'right' | 'top' | 'bottom';

const ANCHORS: Anchor[] = ['left', 'right', 'top', 'bottom'];

export default function DrawerAnchors() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {ANCHORS.map((side) => (
        <Button
          key={side}
          variant="outlined"
          color="neutral"
          onClick={() => {
            setAnchor(side);
            setOpen(true);
          }}
        >
          Open {side}
        </Button>
      ))}
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Keyboard shortcuts</DialogTitle>
        <DialogContent sx={{ px: 2 }}>
          This drawer slides in from the {anchor}. Press Escape, click the backdrop
          or use the close button to dismiss it.
        </DialogContent>
      </Drawer>
    </Stack>
  );
}
