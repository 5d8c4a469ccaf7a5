import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import { BellIcon, MailIcon } from './icons';
import styles from './BadgeBasic.module.css';

const badgeSlotProps = {
  root: { className: styles.badgeRoot },
  badge: { className: styles.badge },
};

export default function BadgeBasic() {
  return (
    <div className={styles.row}>
      <button
        type="button"
        aria-label="Notifications, 4 new"
        className={styles.iconButton}
      >
        <Badge badgeContent={4} slotProps={badgeSlotProps}>
          <BellIcon />
        </Badge>
      </button>
      <button
        type="button"
        aria-label="Messages, 12 unread"
        className={styles.iconButton}
      >
        <Badge badgeContent={12} slotProps={badgeSlotProps}>
          <MailIcon />
        </Badge>
      </button>
    </div>
  );
}
