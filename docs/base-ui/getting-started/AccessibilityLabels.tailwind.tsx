import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Slider } from '@mui/base/Slider';
import { Switch } from '@mui/base/Switch';

export default function AccessibilityLabels() {
  const id = React.useId();
  const [notes, setNotes] = React.useState('Gate code 4512, third floor');
  const [tip, setTip] = React.useState(3);

  return (
    <div className="flex w-full max-w-[360px] flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        {/* 1. A visible label, tied to the native input by `id`. */}
        <label htmlFor={`${id}-notes`} className="text-sm/5 font-semibold">
          Delivery instructions
        </label>
        <Input
          id={`${id}-notes`}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          aria-describedby={`${id}-notes-hint`}
          endAdornment={
            notes ? (
              // 2. An icon-only button needs a name of its own.
              <Button
                aria-label="Clear instructions"
                onClick={() => setNotes('')}
                className="inline-flex size-7 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400"
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden>
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </Button>
            ) : null
          }
          slotProps={{
            root: {
              className:
                'flex items-center gap-2 rounded-lg border border-slate-500 bg-white ps-3 pe-1 text-slate-900 dark:bg-slate-900 dark:text-slate-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/25 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-400/30',
            },
            input: {
              className:
                'h-9 min-w-0 flex-1 border-0 bg-transparent p-0 font-[inherit] text-sm text-inherit outline-0',
            },
          }}
        />
        <p
          id={`${id}-notes-hint`}
          className="m-0 text-[13px]/[18px] text-slate-600 dark:text-slate-400"
        >
          A gate code, a floor, or where to leave it.
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        {/* 3. A slider has no <label>: point at the visible text instead. */}
        <div className="flex justify-between text-sm/5 font-semibold">
          <span id={`${id}-tip`}>Courier tip</span>
          <span>${tip}</span>
        </div>
        <Slider
          aria-labelledby={`${id}-tip`}
          getAriaValueText={(value) => `${value} dollars`}
          min={0}
          max={10}
          value={tip}
          onChange={(_event, value) => setTip(value as number)}
          slotProps={{
            root: {
              className: 'relative block h-5 w-full cursor-pointer touch-none',
            },
            rail: {
              className:
                'absolute top-1/2 block h-1.5 w-full -translate-y-1/2 rounded-full bg-slate-300 dark:bg-slate-700',
            },
            track: {
              className:
                'absolute top-1/2 block h-1.5 -translate-y-1/2 rounded-full bg-blue-600 dark:bg-blue-400',
            },
            thumb: {
              className:
                'absolute top-1/2 box-border block size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-blue-600 bg-white dark:border-blue-400 [&.base--focusVisible]:ring-6 [&.base--focusVisible]:ring-blue-600/30 dark:[&.base--focusVisible]:ring-blue-400/40',
            },
          }}
        />
      </div>
      <div className="flex items-center justify-between gap-4">
        {/* 4. Switch props go to its root: give the id to the input slot. */}
        <label htmlFor={`${id}-door`} className="text-sm/5 font-semibold">
          Leave at the door if I’m out
        </label>
        <Switch
          defaultChecked
          className="group relative inline-block h-6 w-11 shrink-0 cursor-pointer"
          slotProps={{
            track: {
              className:
                'absolute inset-0 rounded-full bg-slate-500 group-[.base--checked]:bg-blue-600 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-600 dark:group-[.base--checked]:bg-blue-500 dark:group-[.base--focusVisible]:outline-blue-400',
            },
            thumb: {
              className:
                'absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow-sm group-[.base--checked]:start-[22px]',
            },
            input: {
              id: `${id}-door`,
              className:
                'absolute inset-0 z-10 m-0 size-full cursor-[inherit] opacity-0',
            },
          }}
        />
      </div>
    </div>
  );
}
