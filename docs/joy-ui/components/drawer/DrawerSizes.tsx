import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';

type Size = 'sm' | 'md' | 'lg';

const SIZES: Size[] = ['sm', 'md', 'lg'];

export default function DrawerSizes() {
  const [size, setSize] = React.useState<Size | null>(null);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {SIZES.map((option) => (
        <Button
          key={option}
          variant="outlined"
          color="neutral"
          onClick={() => setSize(option)}
        >
          Open {option}
        </Button>
      ))}
      <Drawer
        anchor="right"
        size={size ?? 'md'}
        open={size !== null}
        onClose={() => setSize(null)}
      >
        <ModalClose aria-label="Close" />
        <DialogTitle>Order #10482</DialogTitle>
        <DialogContent sx={{ px: 2 }}>
          Size {size ?? 'md'}: the width and the spacing around the title grow with
          the size. Two items, shipped to Lisbon on 12 May.
        </DialogContent>
      </Drawer>
    </Stack>
  );
}
