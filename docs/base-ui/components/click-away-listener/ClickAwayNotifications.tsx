import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

const notifications = [
  { id: 'comment', text: 'Maya Chen commented on "Q3 roadmap"', time: '2 min ago' },
  {
    id: 'deploy',
    text: 'Production deploy of web-app finished',
    time: '14 min ago',
  },
  {
    id: 'invite',
    text: 'Jonas Weber invited you to "Design review"',
    time: '1 h ago',
  },
];

export default function ClickAwayNotifications() {
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Root>
        <Trigger
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          Notifications
          <Count>3</Count>
        </Trigger>
        {open && (
          <Panel id={panelId} role="region" aria-label="Notifications">
            <List>
              {notifications.map((item) => (
                <Item key={item.id}>
                  <span>{item.text}</span>
                  <Time>{item.time}</Time>
                </Item>
              ))}
            </List>
          </Panel>
        )}
      </Root>
    </ClickAwayListener>
  );
}

const Root = styled('div')({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 8,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSize: 14,
  lineHeight: '20px',
});

const Trigger = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 14px',
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

const Count = styled('span')({
  minWidth: 20,
  padding: '0 6px',
  borderRadius: 999,
  backgroundColor: '#2563eb',
  color: '#fff',
  fontSize: 12,
  lineHeight: '20px',
});

const Panel = styled('div')(({ theme }) => ({
  width: 320,
  maxWidth: '100%',
  border: '1px solid #e2e8f0',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.12)',
  ...theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#1e293b',
    color: '#f1f5f9',
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.5)',
  }),
}));

const List = styled('ul')({
  margin: 0,
  padding: 4,
  listStyle: 'none',
});

const Item = styled('li')({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '10px 12px',
  borderRadius: 8,
});

const Time = styled('span')(({ theme }) => ({
  color: '#475569',
  fontSize: 12,
  ...theme.applyStyles('dark', { color: '#cbd5e1' }),
}));
