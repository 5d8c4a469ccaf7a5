import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

const DURATION = 200;
type Phase = 'closed' | 'open' | 'closing';

export default function TransitionModal() {
  const [phase, setPhase] = React.useState<Phase>('closed');
  const shown = phase === 'open';

  React.useEffect(() => {
    if (phase !== 'closing') return undefined;
    // Keep the modal open until the exit transition has played.
    const timer = setTimeout(() => setPhase('closed'), DURATION);
    return () => clearTimeout(timer);
  }, [phase]);

  const transition = `opacity ${DURATION}ms, transform ${DURATION}ms`;
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setPhase('open')}>
        Show shortcuts
      </Button>
      <Modal
        keepMounted
        open={phase !== 'closed'}
        onClose={() => setPhase('closing')}
        slotProps={{
          backdrop: {
            sx: { opacity: shown ? 1 : 0, transition, backdropFilter: 'none' },
          },
        }}
      >
        <ModalDialog
          maxWidth={400}
          sx={{
            opacity: shown ? 1 : 0,
            transform: `translate(-50%, -50%) scale(${shown ? 1 : 0.94})`,
            transition,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <ModalClose aria-label="Close" />
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogContent>
            Press N for a new task, slash to search and question mark to see this
            list again.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
