import * as React from 'react';
import { Badge } from '@mui/base/Badge';

export default function BadgeDot() {
  const [away, setAway] = React.useState(false);

  return (
    <div className="flex flex-wrap items-center gap-8">
      <div className="flex items-center gap-3">
        <Badge
          invisible={away}
          slotProps={{
            root: { className: 'relative inline-flex' },
            badge: {
              className:
                'absolute bottom-px end-px size-3 rounded-full bg-emerald-600 ring-2 ring-white transition-transform duration-150 ease-out dark:ring-[#0b0d0e] [&.base-Badge-invisible]:scale-0',
            },
          }}
        >
          <span
            aria-hidden="true"
            className="inline-flex size-11 items-center justify-center rounded-full bg-blue-100 text-[15px] font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100"
          >
            AS
          </span>
        </Badge>
        <div>
          <div className="text-[15px] font-semibold">Ana Souza</div>
          <div className="text-[13px] text-slate-600 dark:text-slate-400">
            {away ? 'Away' : 'Online'}
          </div>
        </div>
      </div>
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="m-0 size-4 accent-blue-600 dark:accent-blue-400"
          checked={away}
          onChange={(event) => setAway(event.target.checked)}
        />
        Appear away
      </label>
    </div>
  );
}
