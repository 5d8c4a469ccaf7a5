import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import type { ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

type Layout = NonNullable<ModalDialogProps['layout']>;

export default function ModalDialogLayout() {
  const [layout, setLayout] = React.useState<Layout | null>(null);
  return (
    <React.Fragment>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          color="neutral"
          onClick={() => setLayout('center')}
        >
          Center
        </Button>
        <Button
          variant="outlined"
          color="neutral"
          onClick={() => setLayout('fullscreen')}
        >
          Fullscreen
        </Button>
      </Stack>
      <Modal open={layout !== null} onClose={() => setLayout(null)}>
        <ModalDialog layout={layout ?? 'center'}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Invoice INV-2031</DialogTitle>
          <DialogContent>
            {layout === 'fullscreen'
              ? 'The fullscreen layout covers the whole viewport: room for a long form or a document preview.'
              : 'The center layout floats over the page and takes only the space its content needs.'}
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
