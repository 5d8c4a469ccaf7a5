import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import styles from './ClickAwayInlineEdit.module.css';

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
    <div className={styles.root}>
      <span id={captionId} className={styles.caption}>
        Project name
      </span>
      {editing ? (
        <ClickAwayListener onClickAway={() => stopEditing(true, false)}>
          <form
            className={styles.row}
            onSubmit={(event) => {
              event.preventDefault();
              stopEditing(true, true);
            }}
          >
            <input
              ref={inputRef}
              aria-labelledby={captionId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  stopEditing(false, true);
                }
              }}
              className={styles.input}
            />
            <button type="submit" className={styles.primaryButton}>
              Save
            </button>
          </form>
        </ClickAwayListener>
      ) : (
        <div className={styles.row}>
          <span className={styles.name}>{name}</span>
          <button
            ref={renameRef}
            type="button"
            onClick={startEditing}
            className={styles.secondaryButton}
          >
            Rename
          </button>
        </div>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
