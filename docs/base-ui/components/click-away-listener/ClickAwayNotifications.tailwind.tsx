import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

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
      <div className="inline-flex flex-col items-start gap-2 font-sans text-sm">
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg font-sans text-sm border border-slate-300 bg-white px-3.5 py-2 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400"
        >
          Notifications
          <span className="min-w-5 rounded-full bg-blue-600 px-1.5 text-xs leading-5 text-white">
            3
          </span>
        </button>
        {open && (
          <div
            id={panelId}
            role="region"
            aria-label="Notifications"
            className="w-80 max-w-full rounded-xl border border-slate-200 bg-white text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:shadow-black/50"
          >
            <ul className="m-0 list-none p-1">
              {notifications.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col gap-0.5 rounded-lg px-3 py-2.5"
                >
                  <span>{item.text}</span>
                  <span className="text-xs/5 text-slate-600 dark:text-slate-300">
                    {item.time}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </ClickAwayListener>
  );
}
