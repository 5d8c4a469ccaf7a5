import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import { styled } from '@mui/system';

export default function ModalDeleteProject() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  const id = React.useId();

  const deleteRef = React.useRef<HTMLButtonElement>(null);
  const restoreRef = React.useRef<HTMLButtonElement>(null);

  // The button that had focus is replaced, so focus moves to its replacement.
  const handleDelete = () => {
    setDeleted(true);
    setOpen(false);
    requestAnimationFrame(() => restoreRef.current?.focus());
  };

  const handleRestore = () => {
    setDeleted(false);
    requestAnimationFrame(() => deleteRef.current?.focus());
  };

  return (
    <Root>
      {deleted ? (
        <Row>
          <p role="status">The project “Website redesign” was deleted.</p>
          <SecondaryButton ref={restoreRef} type="button" onClick={handleRestore}>
            Restore
          </SecondaryButton>
        </Row>
      ) : (
        <Row>
          <p>Website redesign · 48 tasks</p>
          <DangerOutlineButton
            ref={deleteRef}
            type="button"
            onClick={() => setOpen(true)}
          >
            Delete project
          </DangerOutlineButton>
        </Row>
      )}
      <StyledModal
        open={open}
        onClose={() => setOpen(false)}
        slots={{ backdrop: StyledBackdrop }}
      >
        <Dialog
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
        >
          <Title id={`${id}-title`}>Delete “Website redesign”?</Title>
          <p id={`${id}-description`}>
            The project, its 48 tasks and all their comments will be removed for
            everyone on the team. This can’t be undone.
          </p>
          <Actions>
            <SecondaryButton type="button" onClick={() => setOpen(false)}>
              Cancel
            </SecondaryButton>
            <DangerButton type="button" onClick={handleDelete}>
              Delete project
            </DangerButton>
          </Actions>
        </Dialog>
      </StyledModal>
    </Root>
  );
}

/** The backdrop slot receives `open`, which is not an attribute of a div. */
const Backdrop = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & { open?: boolean }
>(function Backdrop(props, ref) {
  const { open, ...other } = props;
  return <div ref={ref} {...other} />;
});

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const Root = styled('div')({
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
  '& p': { margin: 0 },
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const StyledModal = styled(Modal)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
});

const StyledBackdrop = styled(Backdrop)({
  position: 'fixed',
  inset: 0,
  backgroundColor: 'rgb(15 23 42 / 0.6)',
});

const Dialog = styled('div')(({ theme }) => ({
  position: 'relative',
  width: 420,
  maxWidth: '100%',
  padding: 24,
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 20px 48px rgb(15 23 42 / 0.3)',
  outline: 'none',
  '& p': { margin: 0, color: '#475569' },
  ...theme.applyStyles('dark', {
    backgroundColor: '#1e293b',
    color: '#f1f5f9',
    boxShadow: '0 20px 48px rgb(0 0 0 / 0.6)',
    '& p': { color: '#cbd5e1' },
  }),
}));

const Title = styled('h2')({
  margin: '0 0 8px',
  color: 'inherit',
  fontFamily: 'inherit',
  fontWeight: 700,
  fontSize: 18,
  lineHeight: '28px',
});

const Actions = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
  marginTop: 24,
});

const buttonBase = {
  padding: '7px 13px',
  border: '1px solid transparent',
  borderRadius: 8,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
};

const SecondaryButton = styled('button')(({ theme }) => ({
  ...buttonBase,
  borderColor: '#cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#1e293b',
    color: '#f1f5f9',
    '&:hover': { backgroundColor: '#334155' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
}));

const DangerOutlineButton = styled('button')(({ theme }) => ({
  ...buttonBase,
  borderColor: '#fca5a5',
  backgroundColor: '#fff',
  color: '#b91c1c',
  '&:hover': { backgroundColor: '#fef2f2' },
  '&:focus-visible': { outline: '2px solid #dc2626', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#991b1b',
    backgroundColor: 'transparent',
    color: '#fca5a5',
    '&:hover': { backgroundColor: 'rgb(127 29 29 / 0.4)' },
    '&:focus-visible': { outlineColor: '#f87171' },
  }),
}));

const DangerButton = styled('button')(({ theme }) => ({
  ...buttonBase,
  backgroundColor: '#dc2626',
  color: '#fff',
  '&:hover': { backgroundColor: '#b91c1c' },
  '&:focus-visible': { outline: '2px solid #dc2626', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    '&:focus-visible': { outlineColor: '#f87171' },
  }),
}));
