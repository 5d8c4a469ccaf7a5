import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';
import { CloseIcon } from './icons';

export default function SnackbarBasic() {
  const [archived, setArchived] = React.useState(false);
  const [open, setOpen] = React.useState(false);

  const archive = () => {
    setArchived(true);
    setOpen(true);
  };

  const moveToInbox = () => {
    setArchived(false);
    setOpen(false);
  };

  const handleClose = (
    _event: Event | React.SyntheticEvent | null,
    reason: SnackbarCloseReason,
  ) => {
    // Keep the message on screen when people click elsewhere on the page.
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <React.Fragment>
      <Card>
        <div>
          <Sender>Priya Raman</Sender>
          <Subject>
            Lunch on Thursday?
            {archived ? <Tag>Archived</Tag> : null}
          </Subject>
        </div>
        <Button type="button" onClick={archived ? moveToInbox : archive}>
          {archived ? 'Move to inbox' : 'Archive'}
        </Button>
      </Card>
      <StyledSnackbar open={open} autoHideDuration={6000} onClose={handleClose}>
        <Message role="status">Conversation archived</Message>
        <ActionButton type="button" onClick={moveToInbox}>
          Undo
        </ActionButton>
        <CloseButton type="button" aria-label="Close" onClick={() => setOpen(false)}>
          <CloseIcon />
        </CloseButton>
      </StyledSnackbar>
    </React.Fragment>
  );
}

const Card = styled('div')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 16,
    maxWidth: 420,
    paddingBlock: 12,
    paddingInline: '16px 12px',
    border: '1px solid #e2e8f0',
    borderRadius: 12,
  },
  theme.applyStyles('dark', { borderColor: '#334155' }),
]);

const Sender = styled('div')({ fontSize: 14, fontWeight: 600, lineHeight: '20px' });

const Subject = styled('div')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    fontSize: 14,
    lineHeight: '20px',
    color: '#475569',
  },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const Tag = styled('span')(({ theme }) => [
  {
    padding: '0 6px',
    borderRadius: 4,
    backgroundColor: '#f1f5f9',
    color: '#334155',
    fontSize: 12,
    lineHeight: '18px',
  },
  theme.applyStyles('dark', { backgroundColor: '#1e293b', color: '#cbd5e1' }),
]);

const Button = styled('button')(({ theme }) => [
  {
    flexShrink: 0,
    padding: '8px 14px',
    border: '1px solid #cbd5e1',
    borderRadius: 8,
    backgroundColor: '#fff',
    color: '#0f172a',
    font: 'inherit',
    fontSize: 14,
    fontWeight: 500,
    lineHeight: '20px',
    cursor: 'pointer',
    '&:hover': { backgroundColor: '#f1f5f9' },
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  },
  theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&:hover': { backgroundColor: '#1e293b' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
]);

const StyledSnackbar = styled(Snackbar)(({ theme }) => [
  {
    position: 'fixed',
    zIndex: 400,
    bottom: 24,
    insetInlineStart: 24,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    maxWidth: 'calc(100vw - 48px)',
    paddingBlock: 6,
    paddingInline: '16px 6px',
    borderRadius: 8,
    backgroundColor: '#1e293b',
    color: '#f8fafc',
    boxShadow: '0 8px 24px rgb(15 23 42 / 0.25)',
    fontSize: 14,
    lineHeight: '20px',
  },
  theme.applyStyles('dark', {
    backgroundColor: '#e2e8f0',
    color: '#0f172a',
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.5)',
  }),
]);

const Message = styled('span')({ flex: 1, marginInlineEnd: 8 });

const ActionButton = styled('button')(({ theme }) => [
  {
    height: 32,
    padding: '0 10px',
    border: 0,
    borderRadius: 6,
    backgroundColor: 'transparent',
    color: '#93c5fd',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { backgroundColor: 'rgb(255 255 255 / 0.1)' },
    '&:focus-visible': { outline: '2px solid #93c5fd' },
  },
  theme.applyStyles('dark', {
    color: '#1d4ed8',
    '&:hover': { backgroundColor: 'rgb(15 23 42 / 0.08)' },
    '&:focus-visible': { outlineColor: '#1d4ed8' },
  }),
]);

const CloseButton = styled('button')(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    padding: 0,
    border: 0,
    borderRadius: 6,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    '&:hover': { backgroundColor: 'rgb(255 255 255 / 0.1)' },
    '&:focus-visible': { outline: '2px solid #93c5fd' },
  },
  theme.applyStyles('dark', {
    '&:hover': { backgroundColor: 'rgb(15 23 42 / 0.08)' },
    '&:focus-visible': { outlineColor: '#1d4ed8' },
  }),
]);
