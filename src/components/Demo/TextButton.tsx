import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

/** A demo's inline text action (edit the code, reset after a crash), tagged for analytics. */
export default function TextButton({
  demoName,
  action,
  onClick,
  children,
}: {
  demoName: string;
  action: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.textButton}
      onClick={onClick}
      data-ga-event-category="demo"
      data-ga-event-action={action}
      data-ga-event-label={demoName}
    >
      {children}
    </button>
  );
}
