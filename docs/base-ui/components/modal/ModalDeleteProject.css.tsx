import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import styles from './ModalDeleteProject.module.css';

export default function ModalDeleteProject() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  const id = React.useId();

  const deleteRef = React.useRef<HTMLButtonElement>(null);
  const restoreRef = React.useRef<HTMLButtonElement>(null);

  // The button that had focus is replaced, so focus moves to its replacement.
  const handleDelete = () => {
    setDeleted(true);
    setOpen(false);
    requestAnimationFrame(() => restoreRef.current?.focus());
  };

  const handleRestore = () => {
    setDeleted(false);
    requestAnimationFrame(() => deleteRef.current?.focus());
  };

  return (
    <div className={styles.root}>
      {deleted ? (
        <div className={styles.row}>
          <p role="status">The project “Website redesign” was deleted.</p>
          <button
            ref={restoreRef}
            type="button"
            onClick={handleRestore}
            className={styles.secondaryButton}
          >
            Restore
          </button>
        </div>
      ) : (
        <div className={styles.row}>
          <p>Website redesign · 48 tasks</p>
          <button
            ref={deleteRef}
            type="button"
            onClick={() => setOpen(true)}
            className={styles.dangerOutlineButton}
          >
            Delete project
          </button>
        </div>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { className: styles.backdrop } }}
        className={styles.modal}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          className={styles.dialog}
        >
          <h2 id={`${id}-title`} className={styles.title}>
            Delete “Website redesign”?
          </h2>
          <p id={`${id}-description`}>
            The project, its 48 tasks and all their comments will be removed for
            everyone on the team. This can’t be undone.
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className={styles.secondaryButton}
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={handleDelete}
              className={styles.dangerButton}
            >
              Delete project
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}

/** The backdrop slot also receives `open` and `ownerState`, which are not attributes of a div. */
const Backdrop = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown }
>(function Backdrop(props, ref) {
  const { open, ownerState, ...other } = props;
  return <div ref={ref} {...other} />;
});
