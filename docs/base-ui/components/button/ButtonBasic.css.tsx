import * as React from 'react';
import { Button } from '@mui/base/Button';
import styles from './ButtonBasic.module.css';

export default function ButtonBasic() {
  const [status, setStatus] = React.useState('You have unsaved changes.');

  return (
    <div className={styles.layout}>
      <div className={styles.actions}>
        <Button
          className={`${styles.button} ${styles.primary}`}
          onClick={() => setStatus('Profile saved.')}
        >
          Save changes
        </Button>
        <Button
          className={`${styles.button} ${styles.secondary}`}
          onClick={() => setStatus('Your edits were discarded.')}
        >
          Discard
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
