import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import styles from './BadgeDot.module.css';

export default function BadgeDot() {
  const [away, setAway] = React.useState(false);

  return (
    <div className={styles.layout}>
      <div className={styles.person}>
        <Badge
          invisible={away}
          slotProps={{
            root: { className: styles.badgeRoot },
            badge: { className: styles.dot },
          }}
        >
          <span aria-hidden="true" className={styles.avatar}>
            AS
          </span>
        </Badge>
        <div>
          <div className={styles.name}>Ana Souza</div>
          <div className={styles.status}>{away ? 'Away' : 'Online'}</div>
        </div>
      </div>
      <label className={styles.label}>
        <input
          type="checkbox"
          checked={away}
          onChange={(event) => setAway(event.target.checked)}
        />
        Appear away
      </label>
    </div>
  );
}
