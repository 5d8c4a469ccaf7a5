import * as React from 'react';
import clsx from 'clsx';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';

interface LabeledToggleProps extends UseSwitchParameters {
  label: string;
}

function LabeledToggle({ label, ...parameters }: LabeledToggleProps) {
  const { getInputProps, checked, focusVisible } = useSwitch(parameters);

  return (
    <label
      className={clsx(
        'relative flex cursor-pointer items-center justify-between gap-4 rounded-[10px] border border-slate-300 px-3 py-2.5 text-sm/5 font-semibold dark:border-slate-700',
        focusVisible &&
          'outline-2 outline-offset-2 outline-blue-600 dark:outline-blue-400',
      )}
    >
      <input {...getInputProps()} className="sr-only" />
      <span>{label}</span>
      <span
        aria-hidden
        className={clsx(
          'box-border inline-flex h-7 w-16 items-center justify-between rounded-full text-xs font-bold',
          checked
            ? 'flex-row-reverse bg-blue-600 ps-2.5 pe-1 text-white'
            : 'bg-slate-200 ps-1 pe-2.5 text-slate-700 dark:bg-slate-700 dark:text-slate-100',
        )}
      >
        <span className="size-5 rounded-full bg-white shadow-sm" />
        {checked ? 'On' : 'Off'}
      </span>
    </label>
  );
}

export default function CustomizationUseSwitch() {
  return (
    <div className="flex w-full max-w-[360px] flex-col gap-2">
      <LabeledToggle label="Out-of-office reply" />
      <LabeledToggle label="Read receipts" defaultChecked />
    </div>
  );
}
