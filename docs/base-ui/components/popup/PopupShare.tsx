import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

const LINK = 'https://docs.example.com/share/q3-roadmap';

export default function PopupShare() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  // The popup's content mounts once its portal is ready: focus the field from its ref.
  const focusOnMount = React.useCallback((node: HTMLInputElement | null) => {
    inputRef.current = node;
    node?.focus({ preventScroll: true });
  }, []);
  const id = React.useId();

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        anchor?.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open, anchor]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(LINK);
      setCopied(true);
    } catch {
      // Without clipboard access, leave the link selected for a manual copy.
      inputRef.current?.select();
    }
  };

  return (
    <Root>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Wrapper>
          <Trigger
            ref={setAnchor}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? `${id}-popup` : undefined}
            onClick={() => {
              setCopied(false);
              setOpen((wasOpen) => !wasOpen);
            }}
          >
            Share
          </Trigger>
          <Panel
            id={`${id}-popup`}
            role="dialog"
            aria-labelledby={`${id}-title`}
            open={open}
            anchor={anchor}
            placement="bottom-start"
            offset={8}
          >
            <Title id={`${id}-title`}>Share “Q3 roadmap”</Title>
            <label htmlFor={`${id}-link`}>Anyone with the link can view</label>
            <LinkRow>
              <Input ref={focusOnMount} id={`${id}-link`} value={LINK} readOnly />
              <CopyButton type="button" onClick={copy}>
                Copy link
              </CopyButton>
            </LinkRow>
            <Status role="status">
              {copied ? 'Link copied to the clipboard.' : ''}
            </Status>
          </Panel>
        </Wrapper>
      </ClickAwayListener>
    </Root>
  );
}

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

// Leaves room for the open popup below the button.
const Root = styled('div')({
  minHeight: 210,
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
});

const Wrapper = styled('div')({
  display: 'inline-block',
});

const Trigger = styled('button')(({ theme }) => ({
  padding: '8px 16px',
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

const Panel = styled(Popup)(({ theme }) => ({
  zIndex: 1500,
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 340,
  maxWidth: 'calc(100vw - 32px)',
  padding: 16,
  boxSizing: 'border-box',
  border: '1px solid #e2e8f0',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 12px 32px rgb(15 23 42 / 0.16)',
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
  ...theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#1e293b',
    color: '#f1f5f9',
    boxShadow: '0 12px 32px rgb(0 0 0 / 0.5)',
  }),
}));

const Title = styled('h3')({
  margin: '0 0 4px',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 16,
  fontWeight: 700,
  lineHeight: '24px',
});

const LinkRow = styled('div')({
  display: 'flex',
  gap: 8,
});

const Input = styled('input')(({ theme }) => ({
  flexGrow: 1,
  minWidth: 0,
  padding: '7px 10px',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#f8fafc',
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

const CopyButton = styled('button')(({ theme }) => ({
  flexShrink: 0,
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
