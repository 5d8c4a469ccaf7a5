import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';

export default function SwitchUseSwitch() {
  const id = React.useId();
  const { getInputProps, checked, focusVisible } = useSwitch({
    defaultChecked: true,
  });

  return (
    <div className="flex max-w-[400px] items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          Renew automatically
        </label>
        <p
          id={`${id}-description`}
          className="m-0 text-[13px] text-slate-600 dark:text-slate-400"
        >
          {checked
            ? 'Your Team plan renews on 1 March for €29.'
            : 'Your Team plan ends on 28 February.'}
        </p>
      </div>
      <span
        data-checked={checked || undefined}
        data-focus-visible={focusVisible || undefined}
        className="group relative inline-block h-7 w-12 shrink-0 rounded-full bg-slate-500 transition-colors data-checked:bg-blue-600 data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-blue-600 dark:data-checked:bg-blue-500 dark:data-focus-visible:outline-blue-400"
      >
        <input
          {...getInputProps({ id, 'aria-describedby': `${id}-description` })}
          className="absolute inset-0 z-1 m-0 size-full cursor-pointer opacity-0"
        />
        <span className="absolute start-[3px] top-[3px] grid size-[22px] place-items-center rounded-full bg-white text-slate-600 shadow-[0_1px_2px_rgb(0_0_0/0.3)] transition-[inset-inline-start] group-data-checked:start-[23px] group-data-checked:text-blue-600 dark:group-data-checked:text-blue-700">
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path
              d={checked ? 'm2.5 6.5 2.5 2.5 4.5-5.5' : 'm3 3 6 6m0-6-6 6'}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
            />
          </svg>
        </span>
      </span>
    </div>
  );
}
