import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import type { ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

type Size = NonNullable<ModalDialogProps['size']>;
const SIZES: Size[] = ['sm', 'md', 'lg'];

export default function ModalDialogSizes() {
  const [size, setSize] = React.useState<Size | null>(null);
  return (
    <React.Fragment>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {SIZES.map((option) => (
          <Button
            key={option}
            size={option}
            variant="outlined"
            color="neutral"
            onClick={() => setSize(option)}
          >
            {option}
          </Button>
        ))}
      </Stack>
      <Modal open={size !== null} onClose={() => setSize(null)}>
        <ModalDialog size={size ?? 'md'}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Storage almost full</DialogTitle>
          <DialogContent>You have used 14.2 GB of your 15 GB plan.</DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
