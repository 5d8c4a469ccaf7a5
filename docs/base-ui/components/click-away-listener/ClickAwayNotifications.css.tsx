import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import styles from './ClickAwayNotifications.module.css';

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
      <div className={styles.root}>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          className={styles.trigger}
        >
          Notifications
          <span className={styles.count}>3</span>
        </button>
        {open && (
          <div
            id={panelId}
            role="region"
            aria-label="Notifications"
            className={styles.panel}
          >
            <ul className={styles.list}>
              {notifications.map((item) => (
                <li key={item.id} className={styles.item}>
                  <span>{item.text}</span>
                  <span className={styles.time}>{item.time}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </ClickAwayListener>
  );
}
