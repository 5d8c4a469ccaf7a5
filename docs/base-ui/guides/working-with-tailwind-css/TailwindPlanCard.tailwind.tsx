import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';

export default function TailwindPlanCard() {
  const id = React.useId();
  const [annual, setAnnual] = React.useState(true);
  const [requested, setRequested] = React.useState(false);

  return (
    <div className="box-border flex w-full max-w-[360px] flex-col gap-4 rounded-xl border border-slate-300 bg-white p-5 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
      <div>
        <p className="m-0 text-base/6 font-bold">Pro plan</p>
        <p className="m-0 mt-1 text-sm/5 text-slate-600 dark:text-slate-400">
          {annual
            ? '$19 per seat a month, billed $228 a year'
            : '$24 per seat a month'}
        </p>
      </div>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={`${id}-annual`} className="text-sm/5 font-semibold">
          Bill annually <span className="font-normal">(save $60 a year)</span>
        </label>
        {/* `group` on the root lets the track and thumb read its state classes. */}
        <Switch
          checked={annual}
          onChange={(event) => setAnnual(event.target.checked)}
          className="group relative inline-block h-6 w-11 shrink-0 cursor-pointer"
          slotProps={{
            track: {
              className:
                'absolute inset-0 rounded-full bg-slate-500 transition-colors group-[.base--checked]:bg-blue-600 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-600 dark:group-[.base--checked]:bg-blue-500 dark:group-[.base--focusVisible]:outline-blue-400',
            },
            thumb: {
              className:
                'absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow-sm transition-[inset-inline-start] group-[.base--checked]:start-[22px]',
            },
            input: {
              id: `${id}-annual`,
              className:
                'absolute inset-0 z-10 m-0 size-full cursor-[inherit] opacity-0',
            },
          }}
        />
      </div>
      {/* State classes sit on the element itself: target them with `[&.base--…]:`. */}
      <Button
        disabled={requested}
        focusableWhenDisabled
        onClick={() => setRequested(true)}
        className="cursor-pointer rounded-lg border-0 bg-blue-600 px-4 py-2.5 font-[inherit] text-sm/5 font-semibold text-white transition not-[.base--disabled]:hover:bg-blue-700 [&.base--active]:bg-blue-800 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:bg-slate-200 [&.base--disabled]:text-slate-700 dark:[&.base--disabled]:bg-slate-700 dark:[&.base--disabled]:text-slate-100 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400"
      >
        {requested ? 'Upgrade requested' : 'Upgrade to Pro'}
      </Button>
      <p role="status" className="m-0 min-h-5 text-sm/5">
        {requested ? 'Your workspace admin will get the request by email.' : ''}
      </p>
    </div>
  );
}
