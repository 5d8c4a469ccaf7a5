import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { useSnackbar } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';
import { AlertCircleIcon, CheckCircleIcon } from './icons';

const INVITE_LINK = 'https://app.example.com/join/atlas-design-team';

export default function UseSnackbar() {
  const inputId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);

  const { getRootProps, onClickAway } = useSnackbar({
    open,
    onClose: () => setOpen(false),
    autoHideDuration: 4000,
  });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(INVITE_LINK);
      setCopied(true);
    } catch {
      setCopied(false);
    }
    setOpen(true);
  };

  return (
    <React.Fragment>
      <Field>
        <Label htmlFor={inputId}>Invite link</Label>
        <Row>
          <Input id={inputId} readOnly value={INVITE_LINK} />
          <Button type="button" onClick={copyLink}>
            Copy link
          </Button>
        </Row>
      </Field>
      {open ? (
        <ClickAwayListener onClickAway={onClickAway}>
          <Toast {...getRootProps()}>
            {copied ? <CheckCircleIcon /> : <AlertCircleIcon />}
            <span role="status">
              {copied
                ? 'Invite link copied'
                : 'Copying is blocked here. Select the link and copy it yourself.'}
            </span>
          </Toast>
        </ClickAwayListener>
      ) : null}
    </React.Fragment>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  maxWidth: 460,
});

const Label = styled('label')({ fontSize: 14, fontWeight: 600, lineHeight: '20px' });

const Row = styled('div')({ display: 'flex', gap: 8 });

const Input = styled('input')(({ theme }) => [
  {
    flex: 1,
    minWidth: 0,
    padding: '8px 12px',
    border: '1px solid #cbd5e1',
    borderRadius: 8,
    backgroundColor: '#f8fafc',
    color: '#334155',
    font: 'inherit',
    fontSize: 14,
    lineHeight: '20px',
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: -1 },
  },
  theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#0f172a',
    color: '#cbd5e1',
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
]);

const Button = styled('button')({
  flexShrink: 0,
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

const Toast = styled('div')(({ theme }) => [
  {
    position: 'fixed',
    zIndex: 400,
    bottom: 24,
    insetInlineStart: 24,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    maxWidth: 'calc(100vw - 48px)',
    padding: '12px 16px',
    borderRadius: 8,
    backgroundColor: '#1e293b',
    color: '#f8fafc',
    boxShadow: '0 8px 24px rgb(15 23 42 / 0.25)',
    fontSize: 14,
    lineHeight: '20px',
    '& svg': { flexShrink: 0 },
  },
  theme.applyStyles('dark', {
    backgroundColor: '#e2e8f0',
    color: '#0f172a',
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.5)',
  }),
]);
