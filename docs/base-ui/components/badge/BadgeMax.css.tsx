import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import { CartIcon, MailIcon, UsersIcon } from './icons';
import styles from './BadgeMax.module.css';

const badgeSlotProps = {
  root: { className: styles.badgeRoot },
  badge: { className: styles.badge },
};

export default function BadgeMax() {
  return (
    <div className={styles.row}>
      <div className={styles.item}>
        <span role="img" aria-label="Cart: 7 items" className={styles.tile}>
          <Badge badgeContent={7} slotProps={badgeSlotProps}>
            <CartIcon />
          </Badge>
        </span>
        <span className={styles.caption}>7 items</span>
      </div>
      <div className={styles.item}>
        <span role="img" aria-label="Inbox: 120 unread" className={styles.tile}>
          <Badge badgeContent={120} slotProps={badgeSlotProps}>
            <MailIcon />
          </Badge>
        </span>
        <span className={styles.caption}>120 unread</span>
      </div>
      <div className={styles.item}>
        <span role="img" aria-label="Team: 1,280 members" className={styles.tile}>
          <Badge badgeContent={1280} max={999} slotProps={badgeSlotProps}>
            <UsersIcon />
          </Badge>
        </span>
        <span className={styles.caption}>1,280 members</span>
      </div>
    </div>
  );
}
