import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';
import styles from './UseBadge.module.css';

const folders = [
  { name: 'Inbox', unread: 128 },
  { name: 'Updates', unread: 14 },
  { name: 'Drafts', unread: 0 },
  { name: 'Archive', unread: 0 },
];

function UnreadCount({ count }: { count: number }) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 99 });

  if (invisible) {
    return null;
  }
  return (
    <span className={styles.count}>
      {displayValue}
      <span className={styles.visuallyHidden}> unread</span>
    </span>
  );
}

export default function UseBadge() {
  return (
    <ul aria-label="Mail folders" className={styles.list}>
      {folders.map((folder) => (
        <li key={folder.name} className={styles.folder}>
          {folder.name}
          <UnreadCount count={folder.unread} />
        </li>
      ))}
    </ul>
  );
}
