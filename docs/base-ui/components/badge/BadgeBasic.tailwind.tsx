import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import { BellIcon, MailIcon } from './icons';

const iconButton =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-[10px] border border-slate-300 bg-white p-0 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-blue-400';

const badgeSlotProps = {
  root: { className: 'relative inline-flex' },
  badge: {
    className:
      'absolute -top-2 -end-2.5 box-border h-5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs/5 font-semibold text-white ring-2 ring-white transition-transform duration-150 ease-out dark:ring-slate-900 [&.base-Badge-invisible]:scale-0',
  },
};

export default function BadgeBasic() {
  return (
    <div className="flex items-center gap-4">
      <button type="button" aria-label="Notifications, 4 new" className={iconButton}>
        <Badge badgeContent={4} slotProps={badgeSlotProps}>
          <BellIcon />
        </Badge>
      </button>
      <button type="button" aria-label="Messages, 12 unread" className={iconButton}>
        <Badge badgeContent={12} slotProps={badgeSlotProps}>
          <MailIcon />
        </Badge>
      </button>
    </div>
  );
}
