import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import { CartIcon } from './icons';

const button =
  'cursor-pointer rounded-lg border border-slate-300 bg-white px-3.5 py-2 font-[inherit] text-sm font-medium text-slate-900 hover:enabled:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:enabled:bg-slate-800 dark:focus-visible:outline-blue-400 dark:disabled:text-slate-400';
const label = 'inline-flex cursor-pointer items-center gap-2 text-sm';
const checkbox = 'm-0 size-4 accent-blue-600 dark:accent-blue-400';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(2);
  const [showZero, setShowZero] = React.useState(false);
  const [hidden, setHidden] = React.useState(false);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-4">
        <span
          role="img"
          aria-label={`Cart: ${count} items`}
          className="inline-flex size-12 items-center justify-center rounded-xl bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          <Badge
            badgeContent={count}
            showZero={showZero}
            invisible={hidden}
            slotProps={{
              root: { className: 'relative inline-flex' },
              badge: {
                className:
                  'absolute -top-2.5 -end-3.5 box-border h-5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs/5 font-semibold text-white ring-2 ring-slate-100 transition-transform duration-150 ease-out dark:ring-slate-800 [&.base-Badge-invisible]:scale-0',
              },
            }}
          >
            <CartIcon />
          </Badge>
        </span>
        <button
          type="button"
          className={button}
          disabled={count === 0}
          onClick={() => setCount((value) => Math.max(0, value - 1))}
        >
          Remove item
        </button>
        <button
          type="button"
          className={button}
          onClick={() => setCount((value) => value + 1)}
        >
          Add item
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <label className={label}>
          <input
            type="checkbox"
            className={checkbox}
            checked={showZero}
            onChange={(event) => setShowZero(event.target.checked)}
          />
          Show zero
        </label>
        <label className={label}>
          <input
            type="checkbox"
            className={checkbox}
            checked={hidden}
            onChange={(event) => setHidden(event.target.checked)}
          />
          Hide badge
        </label>
      </div>
    </div>
  );
}
