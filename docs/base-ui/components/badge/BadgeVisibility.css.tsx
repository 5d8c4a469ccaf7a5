import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import { CartIcon } from './icons';
import styles from './BadgeVisibility.module.css';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(2);
  const [showZero, setShowZero] = React.useState(false);
  const [hidden, setHidden] = React.useState(false);

  return (
    <div className={styles.layout}>
      <div className={styles.row}>
        <span role="img" aria-label={`Cart: ${count} items`} className={styles.tile}>
          <Badge
            badgeContent={count}
            showZero={showZero}
            invisible={hidden}
            slotProps={{
              root: { className: styles.badgeRoot },
              badge: { className: styles.badge },
            }}
          >
            <CartIcon />
          </Badge>
        </span>
        <button
          type="button"
          className={styles.button}
          disabled={count === 0}
          onClick={() => setCount((value) => Math.max(0, value - 1))}
        >
          Remove item
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => setCount((value) => value + 1)}
        >
          Add item
        </button>
      </div>
      <div className={styles.row}>
        <label className={styles.label}>
          <input
            type="checkbox"
            checked={showZero}
            onChange={(event) => setShowZero(event.target.checked)}
          />
          Show zero
        </label>
        <label className={styles.label}>
          <input
            type="checkbox"
            checked={hidden}
            onChange={(event) => setHidden(event.target.checked)}
          />
          Hide badge
        </label>
      </div>
    </div>
  );
}
