import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import { CartIcon, MailIcon, UsersIcon } from './icons';

const tile =
  'inline-flex size-12 items-center justify-center rounded-xl bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200';
const caption = 'text-[13px] text-slate-600 dark:text-slate-400';

const badgeSlotProps = {
  root: { className: 'relative inline-flex' },
  badge: {
    className:
      'absolute -top-2.5 -end-3.5 box-border h-5 min-w-5 whitespace-nowrap rounded-full bg-red-600 px-1.5 text-center text-xs/5 font-semibold text-white ring-2 ring-slate-100 dark:ring-slate-800',
  },
};

export default function BadgeMax() {
  return (
    <div className="flex flex-wrap gap-8">
      <div className="flex flex-col items-center gap-2">
        <span role="img" aria-label="Cart: 7 items" className={tile}>
          <Badge badgeContent={7} slotProps={badgeSlotProps}>
            <CartIcon />
          </Badge>
        </span>
        <span className={caption}>7 items</span>
      </div>
      <div className="flex flex-col items-center gap-2">
        <span role="img" aria-label="Inbox: 120 unread" className={tile}>
          <Badge badgeContent={120} slotProps={badgeSlotProps}>
            <MailIcon />
          </Badge>
        </span>
        <span className={caption}>120 unread</span>
      </div>
      <div className="flex flex-col items-center gap-2">
        <span role="img" aria-label="Team: 1,280 members" className={tile}>
          <Badge badgeContent={1280} max={999} slotProps={badgeSlotProps}>
            <UsersIcon />
          </Badge>
        </span>
        <span className={caption}>1,280 members</span>
      </div>
    </div>
  );
}
