import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { styled } from '@mui/system';
import { CheckCircleIcon } from './icons';

export default function SnackbarTransition() {
  const [open, setOpen] = React.useState(false);
  const [exited, setExited] = React.useState(true);

  const save = () => {
    setOpen(true);
    setExited(false);
  };

  return (
    <React.Fragment>
      <Button type="button" onClick={save}>
        Save changes
      </Button>
      <StyledSnackbar
        open={open}
        exited={exited}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        onTransitionEnd={(event: React.TransitionEvent<HTMLDivElement>) => {
          // Once the exit transition has finished, the snackbar can leave the page.
          if (!open && event.target === event.currentTarget) {
            setExited(true);
          }
        }}
        className={open ? undefined : 'closing'}
      >
        <CheckCircleIcon />
        <span role="status">Profile saved</span>
      </StyledSnackbar>
    </React.Fragment>
  );
}

const Button = styled('button')({
  padding: '8px 14px',
  border: 0,
  borderRadius: 8,
  backgroundColor: '#2563eb',
  color: '#fff',
  font: 'inherit',
  fontSize: 14,
  fontWeight: 500,
  lineHeight: '20px',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
});

const StyledSnackbar = styled(Snackbar)(({ theme }) => [
  {
    position: 'fixed',
    zIndex: 400,
    bottom: 24,
    insetInlineStart: 24,
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    padding: '12px 16px',
    borderRadius: 8,
    backgroundColor: '#1e293b',
    color: '#f8fafc',
    boxShadow: '0 8px 24px rgb(15 23 42 / 0.25)',
    fontSize: 14,
    lineHeight: '20px',
    transition: 'opacity 200ms ease-out, translate 200ms ease-out',
    '& svg': { flexShrink: 0, color: '#6ee7b7' },
    '@starting-style': { opacity: 0, translate: '0 16px' },
    '&.closing': { opacity: 0, translate: '0 16px', pointerEvents: 'none' },
    '@media (prefers-reduced-motion: reduce)': {
      transition: 'opacity 200ms ease-out',
    },
  },
  theme.applyStyles('dark', {
    backgroundColor: '#e2e8f0',
    color: '#0f172a',
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.5)',
    '& svg': { color: '#047857' },
  }),
]);
