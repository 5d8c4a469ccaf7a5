import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';

const slotProps = {
  root: {
    className:
      'flex w-full max-w-80 items-center gap-2 rounded-lg border border-slate-500 bg-white px-3 shadow-xs transition hover:border-slate-600 dark:border-slate-500 dark:bg-slate-900 dark:hover:border-slate-400 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/25 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-400/30',
  },
  input: {
    className:
      'min-w-0 flex-1 border-0 bg-transparent px-0 py-2 font-[inherit] text-sm/5 text-inherit outline-none',
  },
};

const adornment = 'text-sm text-slate-600 dark:text-slate-400';

export default function InputAdornments() {
  const id = React.useId();
  const [showPassword, setShowPassword] = React.useState(false);

  return (
    <div className="flex flex-col gap-4">
      <div>
        <label htmlFor={`${id}-price`} className="mb-1.5 block text-sm font-medium">
          Price
        </label>
        <Input
          id={`${id}-price`}
          name="price"
          defaultValue="49.00"
          startAdornment={<span className={adornment}>$</span>}
          endAdornment={<span className={adornment}>USD</span>}
          slotProps={{
            ...slotProps,
            input: { ...slotProps.input, inputMode: 'decimal' },
          }}
        />
      </div>
      <div>
        <label
          htmlFor={`${id}-password`}
          className="mb-1.5 block text-sm font-medium"
        >
          Password
        </label>
        <Input
          id={`${id}-password`}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          defaultValue="correct-horse-battery"
          slotProps={slotProps}
          endAdornment={
            <Button
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((shown) => !shown)}
              className="-me-1.5 cursor-pointer rounded-md border-0 bg-transparent px-2 py-1 font-[inherit] text-[13px] font-semibold text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-slate-800 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400"
            >
              {showPassword ? 'Hide' : 'Show'}
            </Button>
          }
        />
      </div>
    </div>
  );
}
