import * as React from 'react';
import styles from './StatusBadge.module.css';

export default function StatusBadge() {
  return (
    <span className={styles.badge}>
      <span className={styles.dot} />
      All systems operational
    </span>
  );
}
