import * as React from 'react';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';

// Material UI's state classes (.Mui-active, .Mui-disabled, …) work as arbitrary variants.
const thumbClasses =
  'border-2 border-current bg-white ring-current/20 before:shadow-none hover:ring-6 [&.Mui-focusVisible]:ring-6 [&.Mui-active]:ring-10';

const buttonClasses =
  'mt-2 rounded-lg bg-indigo-600 px-4 py-2.5 font-sans font-semibold tracking-normal text-white normal-case hover:bg-indigo-700 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300 [&.Mui-disabled]:bg-slate-100 [&.Mui-disabled]:text-slate-500 dark:[&.Mui-disabled]:bg-slate-800 dark:[&.Mui-disabled]:text-slate-400 [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:outline-offset-2 [&.Mui-focusVisible]:outline-indigo-600 dark:[&.Mui-focusVisible]:outline-indigo-400';

const formatSize = (gigabytes: number) =>
  gigabytes >= 1000 ? `${gigabytes / 1000} TB` : `${gigabytes} GB`;

export default function InteropCard() {
  const labelId = React.useId();
  const [plan, setPlan] = React.useState(200);
  const [size, setSize] = React.useState(500);

  let action = 'Current plan';
  if (size !== plan) {
    action = `${size > plan ? 'Upgrade' : 'Downgrade'} to ${formatSize(size)}`;
  }

  return (
    <div className="box-border w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 font-sans text-sm text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
      <div className="flex justify-between gap-4 leading-7 font-semibold">
        <span className="text-lg">Storage plan</span>
        <span>${(size / 100) * 5} / month</span>
      </div>
      <p className="mt-1 mb-5 text-slate-600 dark:text-slate-400">
        Drag to choose how much space your team needs.
      </p>
      <div className="flex justify-between">
        <span id={labelId}>Storage</span>
        <span className="font-semibold">{formatSize(size)}</span>
      </div>
      <Slider
        aria-labelledby={labelId}
        getAriaValueText={formatSize}
        min={100}
        max={1000}
        step={100}
        value={size}
        onChange={(_event, next) => setSize(next as number)}
        className="h-1.5 text-indigo-600 dark:text-indigo-400"
        slotProps={{
          rail: { className: 'bg-slate-200 opacity-100 dark:bg-slate-700' },
          track: { className: 'border-0' },
          thumb: { className: thumbClasses },
        }}
      />
      <Button
        variant="contained"
        disableElevation
        fullWidth
        disabled={size === plan}
        onClick={() => setPlan(size)}
        className={buttonClasses}
      >
        {action}
      </Button>
      <p
        aria-live="polite"
        className="mt-3 mb-0 text-xs text-slate-600 dark:text-slate-400"
      >
        You are on the {formatSize(plan)} plan.
      </p>
    </div>
  );
}
