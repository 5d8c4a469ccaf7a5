import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

const PROJECT = 'Northwind website';

export default function AccessibilityModal() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);

  return (
    <Stack>
      {deleted ? (
        <TriggerButton onClick={() => setDeleted(false)}>
          Restore project
        </TriggerButton>
      ) : (
        <TriggerButton className="danger" onClick={() => setOpen(true)}>
          Delete project…
        </TriggerButton>
      )}
      <Status role="status">{deleted ? `“${PROJECT}” was deleted.` : ''}</Status>
      <StyledModal
        open={open}
        onClose={() => setOpen(false)}
        slots={{ backdrop: StyledBackdrop }}
      >
        <Dialog
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
        >
          <Title id={`${id}-title`}>Delete “{PROJECT}”?</Title>
          <Description id={`${id}-description`}>
            Its 38 pages and their history are deleted for everyone on the team. This
            can’t be undone.
          </Description>
          <Actions>
            {/* The safe choice gets the focus when the dialog opens. */}
            <DialogButton autoFocus onClick={() => setOpen(false)}>
              Cancel
            </DialogButton>
            <DialogButton
              className="danger"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete project
            </DialogButton>
          </Actions>
        </Dialog>
      </StyledModal>
    </Stack>
  );
}

// Base UI passes `open` and `ownerState` to the backdrop: keep them off the DOM.
const Backdrop = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown }
>(function Backdrop({ open, ownerState, ...other }, ref) {
  return <div ref={ref} {...other} />;
});

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
});

const Status = styled('p')({
  minHeight: 20,
  margin: 0,
  fontSize: 14,
  lineHeight: '20px',
});

const buttonBase = {
  padding: '8px 16px',
  borderRadius: 8,
  font: 'inherit',
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

const TriggerButton = styled(Button)(({ theme }) => ({
  ...buttonBase,
  border: '1px solid #62748e',
  backgroundColor: 'transparent',
  color: 'inherit',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&.danger': { borderColor: '#c10007', color: '#c10007' },
  '&.danger:hover': { backgroundColor: '#fef2f2' },
  [`&.${buttonClasses.focusVisible}`]: {
    outline: '2px solid #155dfc',
    outlineOffset: 2,
  },
  ...theme.applyStyles('dark', {
    '&:hover': { backgroundColor: '#1d293d' },
    '&.danger': { borderColor: '#ff6467', color: '#ff6467' },
    '&.danger:hover': { backgroundColor: '#460809' },
    [`&.${buttonClasses.focusVisible}`]: { outlineColor: '#51a2ff' },
  }),
}));

const StyledModal = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
});

const StyledBackdrop = styled(Backdrop)({
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  backgroundColor: 'rgb(2 6 24 / 0.5)',
});

const Dialog = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: 440,
  boxSizing: 'border-box',
  padding: 24,
  border: '1px solid transparent',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172b',
  fontFamily: "Roboto, 'Helvetica Neue', Arial, sans-serif",
  boxShadow: '0 20px 25px -5px rgb(0 0 0 / 0.2)',
  outline: 0,
  ...theme.applyStyles('dark', {
    borderColor: '#314158',
    backgroundColor: '#0f172b',
    color: '#f1f5f9',
  }),
}));

const Title = styled('h2')({
  margin: 0,
  fontSize: 18,
  lineHeight: '28px',
  fontWeight: 700,
});

const Description = styled('p')(({ theme }) => ({
  margin: '8px 0 0',
  fontSize: 14,
  lineHeight: '20px',
  color: '#45556c',
  ...theme.applyStyles('dark', { color: '#90a1b9' }),
}));

const Actions = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
  marginTop: 24,
});

const DialogButton = styled(Button)(({ theme }) => ({
  ...buttonBase,
  border: '1px solid #62748e',
  backgroundColor: 'transparent',
  color: 'inherit',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&.danger': { borderColor: '#c10007', backgroundColor: '#c10007', color: '#fff' },
  '&.danger:hover': { backgroundColor: '#9f0712' },
  [`&.${buttonClasses.focusVisible}`]: {
    outline: '2px solid #155dfc',
    outlineOffset: 2,
  },
  ...theme.applyStyles('dark', {
    '&:hover': { backgroundColor: '#1d293d' },
    [`&.${buttonClasses.focusVisible}`]: { outlineColor: '#51a2ff' },
  }),
}));
