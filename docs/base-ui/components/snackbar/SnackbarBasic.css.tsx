import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { CloseIcon } from './icons';
import styles from './SnackbarBasic.module.css';

export default function SnackbarBasic() {
  const [archived, setArchived] = React.useState(false);
  const [open, setOpen] = React.useState(false);

  const archive = () => {
    setArchived(true);
    setOpen(true);
  };

  const moveToInbox = () => {
    setArchived(false);
    setOpen(false);
  };

  const handleClose = (
    _event: Event | React.SyntheticEvent | null,
    reason: SnackbarCloseReason,
  ) => {
    // Keep the message on screen when people click elsewhere on the page.
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <React.Fragment>
      <div className={styles.card}>
        <div>
          <div className={styles.sender}>Priya Raman</div>
          <div className={styles.subject}>
            Lunch on Thursday?
            {archived ? <span className={styles.tag}>Archived</span> : null}
          </div>
        </div>
        <button
          type="button"
          className={styles.button}
          onClick={archived ? moveToInbox : archive}
        >
          {archived ? 'Move to inbox' : 'Archive'}
        </button>
      </div>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        className={styles.snackbar}
      >
        <span role="status" className={styles.message}>
          Conversation archived
        </span>
        <button type="button" className={styles.action} onClick={moveToInbox}>
          Undo
        </button>
        <button
          type="button"
          aria-label="Close"
          className={styles.close}
          onClick={() => setOpen(false)}
        >
          <CloseIcon />
        </button>
      </Snackbar>
    </React.Fragment>
  );
}
