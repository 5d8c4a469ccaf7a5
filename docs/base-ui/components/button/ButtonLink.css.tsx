import * as React from 'react';
import { Button } from '@mui/base/Button';
import styles from './ButtonLink.module.css';

export default function ButtonLink() {
  return (
    <div className={styles.actions}>
      <Button href="#upgrade" className={`${styles.link} ${styles.primary}`}>
        Upgrade to Pro
      </Button>
      <Button href="#compare-plans" className={`${styles.link} ${styles.secondary}`}>
        Compare plans
      </Button>
    </div>
  );
}
