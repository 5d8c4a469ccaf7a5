import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

const shortcuts = [
  { action: 'Search', keys: ['/'] },
  { action: 'New task', keys: ['N'] },
  { action: 'Go to inbox', keys: ['G', 'I'] },
];

export default function PopupAnimated() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
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

  return (
    <Root>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Wrapper>
          <Trigger
            ref={setAnchor}
            type="button"
            aria-expanded={open}
            aria-controls={open ? `${id}-popup` : undefined}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            Keyboard shortcuts
          </Trigger>
          <StyledPopup
            id={`${id}-popup`}
            role="region"
            aria-label="Keyboard shortcuts"
            open={open}
            anchor={anchor}
            placement="bottom-start"
            offset={8}
            keepMounted
          >
            <Panel enterClassName="open" exitClassName="closed">
              <List>
                {shortcuts.map((shortcut) => (
                  <li key={shortcut.action}>
                    {shortcut.action}
                    <span>
                      {shortcut.keys.map((key) => (
                        <kbd key={key}>{key}</kbd>
                      ))}
                    </span>
                  </li>
                ))}
              </List>
            </Panel>
          </StyledPopup>
        </Wrapper>
      </ClickAwayListener>
    </Root>
  );
}

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

// Leaves room for the open popup below the button.
const Root = styled('div')({
  minHeight: 180,
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
});

const Wrapper = styled('div')({
  display: 'inline-block',
});

const Trigger = styled('button')(({ theme }) => ({
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

const StyledPopup = styled(Popup)({
  zIndex: 1500,
});

// CssTransition swaps the `open` and `closed` classes; the popup hides once `closed`
// has finished its transition.
const Panel = styled(CssTransition)(({ theme }) => ({
  width: 260,
  padding: 6,
  border: '1px solid #e2e8f0',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 12px 32px rgb(15 23 42 / 0.16)',
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
  transformOrigin: 'top left',
  transition: 'opacity 150ms ease-out, scale 150ms ease-out',
  '&.closed': { opacity: 0, scale: '0.95' },
  '&.open': { opacity: 1, scale: '1' },
  // A fade is calmer than a zoom. Keep a transition, though: without one, no
  // `transitionend` event fires and the popup would never finish closing.
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'opacity 150ms ease-out',
    '&.closed': { scale: '1' },
  },
  ...theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#1e293b',
    color: '#f1f5f9',
    boxShadow: '0 12px 32px rgb(0 0 0 / 0.5)',
  }),
}));

const List = styled('ul')(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: '8px 10px',
  },
  '& span': { display: 'flex', gap: 4 },
  '& kbd': {
    minWidth: 22,
    padding: '0 6px',
    border: '1px solid #cbd5e1',
    borderRadius: 4,
    backgroundColor: '#f8fafc',
    boxShadow: 'none',
    color: '#334155',
    font: 'inherit',
    fontSize: 12,
    textAlign: 'center',
  },
  ...theme.applyStyles('dark', {
    '& kbd': {
      borderColor: '#475569',
      backgroundColor: '#0f172a',
      color: '#e2e8f0',
    },
  }),
}));
