import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import styles from './ButtonUseButton.module.css';

function FollowButton() {
  const [following, setFollowing] = React.useState(false);
  const { getRootProps, active, focusVisible } = useButton({
    rootElementName: 'button',
  });

  return (
    <button
      {...getRootProps({ onClick: () => setFollowing((value) => !value) })}
      aria-pressed={following}
      data-active={active || undefined}
      data-focus-visible={focusVisible || undefined}
      className={styles.follow}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        {following ? (
          <path
            d="M3 8.5 6.5 12 13 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        ) : (
          <path
            d="M8 3v10M3 8h10"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        )}
      </svg>
      Follow
    </button>
  );
}

export default function ButtonUseButton() {
  return (
    <div className={styles.card}>
      <span aria-hidden="true" className={styles.avatar}>
        PN
      </span>
      <div className={styles.person}>
        <p className={styles.name}>Priya Natarajan</p>
        <p className={styles.role}>Design systems lead at Northwind</p>
      </div>
      <FollowButton />
    </div>
  );
}
