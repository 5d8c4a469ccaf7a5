import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { CheckCircleIcon } from './icons';
import styles from './SnackbarTransition.module.css';

export default function SnackbarTransition() {
  const [open, setOpen] = React.useState(false);
  const [exited, setExited] = React.useState(true);

  const save = () => {
    setOpen(true);
    setExited(false);
  };

  return (
    <React.Fragment>
      <button type="button" className={styles.button} onClick={save}>
        Save changes
      </button>
      <Snackbar
        open={open}
        exited={exited}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        onTransitionEnd={(event: React.TransitionEvent<HTMLDivElement>) => {
          // Once the exit transition has finished, the snackbar can leave the page.
          if (!open && event.target === event.currentTarget) {
            setExited(true);
          }
        }}
        className={open ? styles.snackbar : `${styles.snackbar} ${styles.closing}`}
      >
        <CheckCircleIcon />
        <span role="status">Profile saved</span>
      </Snackbar>
    </React.Fragment>
  );
}
