import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import styles from './PopupAnimated.module.css';

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
    <div className={styles.root}>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div className={styles.wrapper}>
          <button
            ref={setAnchor}
            type="button"
            aria-expanded={open}
            aria-controls={open ? `${id}-popup` : undefined}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
            className={styles.trigger}
          >
            Keyboard shortcuts
          </button>
          <Popup
            id={`${id}-popup`}
            role="region"
            aria-label="Keyboard shortcuts"
            open={open}
            anchor={anchor}
            placement="bottom-start"
            offset={8}
            keepMounted
            className={styles.popup}
          >
            <CssTransition
              className={styles.panel}
              enterClassName={styles.open}
              exitClassName={styles.closed}
            >
              <ul className={styles.list}>
                {shortcuts.map((shortcut) => (
                  <li key={shortcut.action} className={styles.item}>
                    {shortcut.action}
                    <span className={styles.keys}>
                      {shortcut.keys.map((key) => (
                        <kbd key={key} className={styles.kbd}>
                          {key}
                        </kbd>
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            </CssTransition>
          </Popup>
        </div>
      </ClickAwayListener>
    </div>
  );
}
