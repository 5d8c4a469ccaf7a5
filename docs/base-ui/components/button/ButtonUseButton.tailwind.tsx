import * as React from 'react';
import { useButton } from '@mui/base/useButton';

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
      className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-blue-600 bg-transparent px-3.5 py-1.5 font-[inherit] text-sm/5 font-semibold text-blue-600 transition hover:bg-blue-50 aria-pressed:bg-blue-600 aria-pressed:text-white aria-pressed:hover:bg-blue-700 data-active:scale-96 data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-blue-600 dark:border-blue-300 dark:text-blue-300 dark:hover:bg-blue-900 dark:aria-pressed:bg-blue-300 dark:aria-pressed:text-slate-900 dark:aria-pressed:hover:bg-blue-200 dark:data-focus-visible:outline-blue-400"
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
    <div className="flex max-w-[420px] flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <span
        aria-hidden="true"
        className="grid size-10 place-items-center rounded-full bg-violet-600 text-sm font-semibold text-white"
      >
        PN
      </span>
      <div className="min-w-40 flex-1">
        <p className="m-0 text-[15px] font-semibold">Priya Natarajan</p>
        <p className="m-0 text-[13px] text-slate-600 dark:text-slate-400">
          Design systems lead at Northwind
        </p>
      </div>
      <FollowButton />
    </div>
  );
}
