import * as React from 'react';
import { Input } from '@mui/base/Input';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function InputValidation() {
  const id = React.useId();
  const [email, setEmail] = React.useState('maria@northwind');
  const [touched, setTouched] = React.useState(true);
  const invalid = touched && !EMAIL.test(email);

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Work email <span aria-hidden="true">*</span>
      </label>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setTouched(false);
        }}
        onBlur={() => setTouched(true)}
        error={invalid}
        aria-describedby={`${id}-message`}
        slotProps={{
          root: {
            className:
              'flex w-full max-w-80 items-center rounded-lg border border-slate-500 bg-white px-3 shadow-xs transition hover:border-slate-600 dark:border-slate-500 dark:bg-slate-900 dark:hover:border-slate-400 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/25 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-400/30 [&.base--error]:border-red-600 [&.base--error.base--focused]:border-red-600 [&.base--error.base--focused]:ring-red-600/25 dark:[&.base--error]:border-red-400 dark:[&.base--error.base--focused]:border-red-400 dark:[&.base--error.base--focused]:ring-red-400/30',
          },
          input: {
            className:
              'min-w-0 flex-1 border-0 bg-transparent px-0 py-2 font-[inherit] text-sm/5 text-inherit outline-none',
          },
        }}
      />
      <p
        id={`${id}-message`}
        className={`mt-1.5 mb-0 text-[13px] ${
          invalid
            ? 'text-red-700 dark:text-red-400'
            : 'text-slate-600 dark:text-slate-400'
        }`}
      >
        {invalid
          ? 'Enter an email address such as maria@northwind.com.'
          : 'We send invoices and receipts to this address.'}
      </p>
    </div>
  );
}
