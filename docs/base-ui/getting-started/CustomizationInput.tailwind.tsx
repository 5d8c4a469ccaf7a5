import * as React from 'react';
import { Input } from '@mui/base/Input';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const rootClasses =
  'flex items-center gap-2 rounded-lg border border-slate-500 bg-white px-3 text-slate-900 dark:bg-slate-900 dark:text-slate-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/25 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-400/30 [&.base--error]:border-red-600 dark:[&.base--error]:border-red-400';

const inputClasses =
  'min-w-0 flex-1 border-0 bg-transparent px-0 py-2 font-[inherit] text-sm/5 text-inherit outline-0';

export default function CustomizationInput() {
  const id = React.useId();
  const [email, setEmail] = React.useState('finance@northwind');
  const emailInvalid = !EMAIL.test(email);

  return (
    <div className="flex w-full max-w-[320px] flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-budget`} className="text-sm/5 font-semibold">
          Monthly budget
        </label>
        <Input
          id={`${id}-budget`}
          defaultValue="2,500"
          inputMode="decimal"
          aria-describedby={`${id}-budget-hint`}
          startAdornment={
            <span className="text-sm text-slate-600 dark:text-slate-400">$</span>
          }
          endAdornment={
            <span className="text-sm text-slate-600 dark:text-slate-400">USD</span>
          }
          slotProps={{
            root: { className: rootClasses },
            input: { className: inputClasses },
          }}
        />
        <p
          id={`${id}-budget-hint`}
          className="m-0 text-[13px]/[18px] text-slate-600 dark:text-slate-400"
        >
          Your team gets an alert at 80% of this amount.
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm/5 font-semibold">
          Billing email
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailInvalid}
          aria-describedby={`${id}-email-hint`}
          slotProps={{
            root: { className: rootClasses },
            input: { className: inputClasses },
          }}
        />
        <p
          id={`${id}-email-hint`}
          data-error={emailInvalid || undefined}
          className="m-0 text-[13px]/[18px] text-slate-600 data-error:text-red-700 dark:text-slate-400 dark:data-error:text-red-400"
        >
          {emailInvalid
            ? 'Enter a full address, like finance@northwind.com.'
            : 'Invoices are sent to this address.'}
        </p>
      </div>
    </div>
  );
}
