import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

export default function ClickAwayInlineEdit() {
  const [name, setName] = React.useState('Website redesign');
  const [draft, setDraft] = React.useState(name);
  const [editing, setEditing] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const captionId = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const renameRef = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (editing) {
      inputRef.current?.select();
    }
  }, [editing]);

  const startEditing = () => {
    setDraft(name);
    setStatus('');
    setEditing(true);
  };

  const stopEditing = (save: boolean, returnFocus: boolean) => {
    const next = draft.trim();
    if (save && next && next !== name) {
      setName(next);
      setStatus(`Renamed to "${next}".`);
    }
    setEditing(false);
    if (returnFocus) {
      // The Rename button is back in the DOM on the next frame.
      requestAnimationFrame(() => renameRef.current?.focus());
    }
  };

  return (
    <Root>
      <Caption id={captionId}>Project name</Caption>
      {editing ? (
        <ClickAwayListener onClickAway={() => stopEditing(true, false)}>
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              stopEditing(true, true);
            }}
          >
            <Input
              ref={inputRef}
              aria-labelledby={captionId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  stopEditing(false, true);
                }
              }}
            />
            <PrimaryButton type="submit">Save</PrimaryButton>
          </Form>
        </ClickAwayListener>
      ) : (
        <Row>
          <Name>{name}</Name>
          <SecondaryButton ref={renameRef} type="button" onClick={startEditing}>
            Rename
          </SecondaryButton>
        </Row>
      )}
      <Status role="status">{status}</Status>
    </Root>
  );
}

const Root = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSize: 14,
  lineHeight: '20px',
});

const Caption = styled('span')(({ theme }) => ({
  color: '#475569',
  fontSize: 12,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  ...theme.applyStyles('dark', { color: '#cbd5e1' }),
}));

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 38,
});

const Form = styled('form')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minHeight: 38,
  margin: 0,
});

const Name = styled('span')({
  fontSize: 18,
  fontWeight: 600,
});

const Input = styled('input')(({ theme }) => ({
  width: 224,
  padding: '7px 10px',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  outline: 'none',
  '&:focus': {
    borderColor: '#2563eb',
    boxShadow: '0 0 0 3px rgb(37 99 235 / 0.3)',
  },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&:focus': {
      borderColor: '#60a5fa',
      boxShadow: '0 0 0 3px rgb(96 165 250 / 0.3)',
    },
  }),
}));

const PrimaryButton = styled('button')(({ theme }) => ({
  padding: '8px 14px',
  border: 0,
  borderRadius: 8,
  backgroundColor: '#2563eb',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
}));

const SecondaryButton = styled('button')(({ theme }) => ({
  padding: '7px 13px',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
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

const Status = styled('p')(({ theme }) => ({
  minHeight: 20,
  margin: 0,
  color: '#15803d',
  ...theme.applyStyles('dark', { color: '#4ade80' }),
}));
