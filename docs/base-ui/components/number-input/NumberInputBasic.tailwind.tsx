import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const button =
  'grid w-9 cursor-pointer place-items-center border-0 bg-transparent p-0 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-800 dark:disabled:text-slate-600 dark:disabled:hover:bg-transparent';

export default function NumberInputBasic() {
  const id = React.useId();

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Guests
      </label>
      <NumberInput
        id={id}
        min={1}
        max={12}
        defaultValue={2}
        slotProps={{
          root: {
            className:
              'inline-flex items-stretch overflow-hidden rounded-lg border border-slate-500 bg-white shadow-xs transition hover:border-slate-600 dark:border-slate-500 dark:bg-slate-900 dark:hover:border-slate-400 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/25 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-400/30',
          },
          input: {
            role: 'spinbutton',
            className:
              'order-1 w-14 border-0 border-x border-slate-200 bg-transparent px-0 py-2 text-center font-[inherit] text-sm/5 text-inherit outline-none dark:border-slate-700',
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'Remove a guest',
            className: button,
            children: <MinusIcon />,
          },
          incrementButton: {
            type: 'button',
            'aria-label': 'Add a guest',
            className: `order-2 ${button}`,
            children: <PlusIcon />,
          },
        }}
      />
    </div>
  );
}

function MinusIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M3 8h10" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
