import * as React from 'react';
import clsx from 'clsx';
import { Button } from '@mui/base/Button';
import { Modal } from '@mui/base/Modal';
import styles from './AccessibilityModal.module.css';

const PROJECT = 'Northwind website';

// Base UI passes `open` and `ownerState` to the backdrop: keep them off the DOM.
const Backdrop = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown }
>(function Backdrop({ open, ownerState, ...other }, ref) {
  return <div ref={ref} {...other} />;
});

export default function AccessibilityModal() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);

  return (
    <div className={styles.stack}>
      {deleted ? (
        <Button className={styles.button} onClick={() => setDeleted(false)}>
          Restore project
        </Button>
      ) : (
        <Button
          className={clsx(styles.button, styles.dangerOutlined)}
          onClick={() => setOpen(true)}
        >
          Delete project…
        </Button>
      )}
      <p role="status" className={styles.status}>
        {deleted ? `“${PROJECT}” was deleted.` : ''}
      </p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className={styles.modal}
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { className: styles.backdrop } }}
      >
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          className={styles.dialog}
        >
          <h2 id={`${id}-title`} className={styles.title}>
            Delete “{PROJECT}”?
          </h2>
          <p id={`${id}-description`} className={styles.description}>
            Its 38 pages and their history are deleted for everyone on the team. This
            can’t be undone.
          </p>
          <div className={styles.actions}>
            {/* The safe choice gets the focus when the dialog opens. */}
            <Button
              autoFocus
              className={styles.button}
              onClick={() => setOpen(false)}
            >
              Cancel
            </Button>
            <Button
              className={clsx(styles.button, styles.danger)}
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete project
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
