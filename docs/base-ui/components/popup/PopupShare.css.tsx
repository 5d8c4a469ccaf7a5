import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import styles from './PopupShare.module.css';

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
    <div className={styles.root}>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div className={styles.wrapper}>
          <button
            ref={setAnchor}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? `${id}-popup` : undefined}
            onClick={() => {
              setCopied(false);
              setOpen((wasOpen) => !wasOpen);
            }}
            className={styles.trigger}
          >
            Share
          </button>
          <Popup
            id={`${id}-popup`}
            role="dialog"
            aria-labelledby={`${id}-title`}
            open={open}
            anchor={anchor}
            placement="bottom-start"
            offset={8}
            className={styles.panel}
          >
            <h3 id={`${id}-title`} className={styles.title}>
              Share “Q3 roadmap”
            </h3>
            <label htmlFor={`${id}-link`}>Anyone with the link can view</label>
            <div className={styles.linkRow}>
              <input
                ref={focusOnMount}
                id={`${id}-link`}
                value={LINK}
                readOnly
                className={styles.input}
              />
              <button type="button" onClick={copy} className={styles.copyButton}>
                Copy link
              </button>
            </div>
            <p role="status" className={styles.status}>
              {copied ? 'Link copied to the clipboard.' : ''}
            </p>
          </Popup>
        </div>
      </ClickAwayListener>
    </div>
  );
}
