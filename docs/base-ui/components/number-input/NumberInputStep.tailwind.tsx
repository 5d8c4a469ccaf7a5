import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const button =
  'col-start-3 grid cursor-pointer place-items-center border-0 border-s border-slate-200 bg-slate-50 p-0 text-slate-600 hover:bg-slate-200 hover:text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-300 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-slate-100 dark:disabled:bg-slate-800 dark:disabled:text-slate-600';

export default function NumberInputStep() {
  const id = React.useId();
  const [budget, setBudget] = React.useState<number | null>(1200);

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Monthly ad budget
      </label>
      <NumberInput
        id={id}
        min={0}
        max={5000}
        step={50}
        value={budget}
        onChange={(_event, value) => setBudget(value)}
        startAdornment={
          <span className="col-start-1 row-span-2 self-center ps-3 text-sm text-slate-600 dark:text-slate-400">
            $
          </span>
        }
        slotProps={{
          root: {
            className:
              'grid w-[200px] grid-cols-[auto_1fr_28px] grid-rows-2 overflow-hidden rounded-lg border border-slate-500 bg-white shadow-xs transition hover:border-slate-600 dark:border-slate-500 dark:bg-slate-900 dark:hover:border-slate-400 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/25 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-400/30',
          },
          input: {
            role: 'spinbutton',
            'aria-describedby': `${id}-summary`,
            className:
              'col-start-2 row-span-2 min-w-0 border-0 bg-transparent py-2 ps-1 pe-2 font-[inherit] text-sm/5 text-inherit outline-none',
          },
          incrementButton: {
            type: 'button',
            'aria-label': 'Increase by $50',
            className: `row-start-1 border-b ${button}`,
            children: <ChevronIcon direction="up" />,
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'Decrease by $50',
            className: `row-start-2 ${button}`,
            children: <ChevronIcon direction="down" />,
          },
        }}
      />
      <p
        id={`${id}-summary`}
        className="mt-1.5 mb-0 text-[13px] text-slate-600 dark:text-slate-400"
      >
        {budget === null
          ? 'No budget set.'
          : `$${(budget * 12).toLocaleString('en-US')} a year, billed monthly.`}
      </p>
    </div>
  );
}

function ChevronIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path
        d={direction === 'up' ? 'm3 7.5 3-3 3 3' : 'm3 4.5 3 3 3-3'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
