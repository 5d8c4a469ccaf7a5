import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import styles from './PortalHeaderSlot.module.css';

export default function PortalHeaderSlot() {
  const [slot, setSlot] = React.useState<HTMLDivElement | null>(null);
  const [saved, setSaved] = React.useState(false);
  const [inPlace, setInPlace] = React.useState(false);

  return (
    <div className={styles.frame}>
      <div className={styles.header}>
        <span className={styles.appName}>Acme Workspace</span>
        {/* The banner below is rendered into this element. */}
        <div ref={setSlot} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>Profile settings</h3>
        <div className={styles.controls}>
          <button
            type="button"
            onClick={() => setSaved(true)}
            className={styles.primaryButton}
          >
            Save changes
          </button>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={inPlace}
              onChange={(event) => setInPlace(event.target.checked)}
              className={styles.checkboxInput}
            />
            Render in place
          </label>
        </div>
        {saved && (
          <Portal container={slot} disablePortal={inPlace}>
            <div role="status" className={styles.banner}>
              Changes saved
              <button
                type="button"
                aria-label="Dismiss"
                onClick={() => setSaved(false)}
                className={styles.dismissButton}
              >
                ×
              </button>
            </div>
          </Portal>
        )}
      </div>
    </div>
  );
}
