import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function FormControlEmail() {
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const id = React.useId();
  const invalid = touched && !EMAIL_PATTERN.test(email);

  return (
    <FormControl
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      required
      error={invalid}
      className="group flex max-w-xs flex-col gap-1.5 font-sans text-sm"
    >
      <label
        htmlFor={`${id}-input`}
        className="font-semibold group-[.base--error]:text-red-700 group-[.base--focused:not(.base--error)]:text-blue-700 group-[.base--required]:after:content-['_*'] dark:group-[.base--error]:text-red-400 dark:group-[.base--focused:not(.base--error)]:text-blue-400"
      >
        Work email
      </label>
      <Input
        id={`${id}-input`}
        type="email"
        placeholder="name@company.com"
        aria-describedby={`${id}-helper`}
        onBlur={() => setTouched(true)}
        slotProps={{
          root: {
            className:
              'flex rounded-lg border border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900 [&.base--error]:border-red-600 dark:[&.base--error]:border-red-400 [&:focus-within:not(.base--error)]:border-blue-600 [&:focus-within:not(.base--error)]:ring-3 [&:focus-within:not(.base--error)]:ring-blue-600/30 dark:[&:focus-within:not(.base--error)]:border-blue-400 dark:[&:focus-within:not(.base--error)]:ring-blue-400/30 [&.base--error:focus-within]:ring-3 [&.base--error:focus-within]:ring-red-600/30 dark:[&.base--error:focus-within]:ring-red-400/30',
          },
          input: {
            className:
              'min-w-0 grow rounded-lg border-0 bg-transparent px-2.5 py-[7px] font-sans text-sm text-slate-900 outline-none placeholder:text-slate-500 dark:text-slate-100 dark:placeholder:text-slate-400',
          },
        }}
      />
      <p
        id={`${id}-helper`}
        className="m-0 text-slate-600 group-[.base--error]:text-red-700 dark:text-slate-300 dark:group-[.base--error]:text-red-400"
      >
        {invalid
          ? 'Enter an address like name@company.com.'
          : 'Invoices are sent to this address.'}
      </p>
    </FormControl>
  );
}
