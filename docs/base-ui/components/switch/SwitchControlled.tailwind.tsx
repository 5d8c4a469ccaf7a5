import * as React from 'react';
import { Switch } from '@mui/base/Switch';

const PLANS = [
  { name: 'Starter', price: 12 },
  { name: 'Team', price: 29 },
  { name: 'Business', price: 59 },
];

const slotClasses = {
  root: 'group relative inline-block h-6 w-10 shrink-0 cursor-pointer [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-45',
  input: 'absolute inset-0 z-1 m-0 size-full cursor-[inherit] opacity-0',
  track:
    'absolute inset-0 rounded-full bg-slate-500 transition-colors group-[.base--checked]:bg-blue-600 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-600 dark:group-[.base--checked]:bg-blue-500 dark:group-[.base--focusVisible]:outline-blue-400',
  thumb:
    'absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow-[0_1px_2px_rgb(0_0_0/0.3)] transition-[inset-inline-start] group-[.base--checked]:start-[18px]',
};

export default function SwitchControlled() {
  const id = React.useId();
  const [withVat, setWithVat] = React.useState(false);

  return (
    <div className="max-w-80">
      <div className="flex items-center justify-between gap-4 text-sm font-medium">
        <label htmlFor={id}>Show prices with VAT (20%)</label>
        <Switch
          checked={withVat}
          onChange={(event) => setWithVat(event.target.checked)}
          slotProps={{
            root: { className: slotClasses.root },
            input: { id, className: slotClasses.input },
            track: { className: slotClasses.track },
            thumb: { className: slotClasses.thumb },
          }}
        />
      </div>
      <dl className="mt-4 mb-0 text-sm">
        {PLANS.map((plan) => (
          <div
            key={plan.name}
            className="flex justify-between border-t border-slate-200 py-2 dark:border-slate-700"
          >
            <dt>{plan.name}</dt>
            <dd className="m-0 font-semibold">
              €{(plan.price * (withVat ? 1.2 : 1)).toFixed(2)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 mb-0 text-[13px] text-slate-600 dark:text-slate-400">
        Per month, {withVat ? 'VAT included' : 'excluding VAT'}.
      </p>
    </div>
  );
}
