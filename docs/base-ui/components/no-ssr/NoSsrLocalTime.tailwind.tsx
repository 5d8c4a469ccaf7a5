import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';

/** Runs in the browser only: the server can't know the reader's time zone. */
function LocalStartTime() {
  const start = new Date();
  start.setUTCHours(15, 0, 0, 0);
  const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(
    start,
  );
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <p className="m-0 text-lg font-semibold">
      {time}{' '}
      <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
        ({zone})
      </span>
    </p>
  );
}

export default function NoSsrLocalTime() {
  return (
    <div className="box-border flex w-80 max-w-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-5 font-sans text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
      <p className="m-0 text-xs/5 font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-300">
        Quarterly planning
      </p>
      <p className="mt-0 mb-3 text-base font-semibold">Starts today at 15:00 UTC</p>
      <p className="m-0 text-slate-600 dark:text-slate-300">In your time zone</p>
      <NoSsr
        fallback={
          <p className="m-0 text-lg font-semibold">Working out your time zone…</p>
        }
      >
        <LocalStartTime />
      </NoSsr>
    </div>
  );
}
