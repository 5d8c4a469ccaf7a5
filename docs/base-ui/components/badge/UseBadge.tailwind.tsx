import * as React from 'react';
import { useBadge } from '@mui/base/useBadge';

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
    <span className="min-w-6 rounded-full bg-blue-100 px-2 py-0.5 text-center text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100">
      {displayValue}
      <span className="sr-only"> unread</span>
    </span>
  );
}

export default function UseBadge() {
  return (
    <ul
      aria-label="Mail folders"
      className="m-0 w-full max-w-[260px] list-none rounded-xl border border-slate-200 p-1.5 dark:border-slate-700"
    >
      {folders.map((folder) => (
        <li
          key={folder.name}
          className="m-0 flex items-center justify-between gap-3 px-2.5 py-2 text-sm"
        >
          {folder.name}
          <UnreadCount count={folder.unread} />
        </li>
      ))}
    </ul>
  );
}
