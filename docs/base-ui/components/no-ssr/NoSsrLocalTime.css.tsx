import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import styles from './NoSsrLocalTime.module.css';

/** Runs in the browser only: the server can't know the reader's time zone. */
function LocalStartTime() {
  const start = new Date();
  start.setUTCHours(15, 0, 0, 0);
  const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(
    start,
  );
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <p className={styles.value}>
      {time} <span className={styles.zone}>({zone})</span>
    </p>
  );
}

export default function NoSsrLocalTime() {
  return (
    <div className={styles.card}>
      <p className={styles.caption}>Quarterly planning</p>
      <p className={styles.title}>Starts today at 15:00 UTC</p>
      <p className={styles.label}>In your time zone</p>
      <NoSsr fallback={<p className={styles.value}>Working out your time zone…</p>}>
        <LocalStartTime />
      </NoSsr>
    </div>
  );
}
