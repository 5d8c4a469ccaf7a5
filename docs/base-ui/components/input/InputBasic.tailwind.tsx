import * as React from 'react';
import { Input } from '@mui/base/Input';

const slotProps = {
  root: {
    className:
      'flex w-full max-w-80 items-center gap-2 rounded-lg border border-slate-500 bg-white px-3 shadow-xs transition hover:border-slate-600 dark:border-slate-500 dark:bg-slate-900 dark:hover:border-slate-400 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/25 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-400/30 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:border-slate-200 [&.base--disabled]:bg-slate-100 [&.base--disabled]:text-slate-500 dark:[&.base--disabled]:border-slate-700 dark:[&.base--disabled]:bg-slate-800 dark:[&.base--disabled]:text-slate-400',
  },
  input: {
    className:
      'min-w-0 flex-1 cursor-[inherit] border-0 bg-transparent px-0 py-2 font-[inherit] text-sm/5 text-inherit outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400',
  },
};

export default function InputBasic() {
  const id = React.useId();

  return (
    <div className="flex flex-col gap-4">
      <div>
        <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-medium">
          Full name
        </label>
        <Input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          placeholder="María García"
          slotProps={slotProps}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-medium">
          Email
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="maria@example.com"
          slotProps={slotProps}
        />
      </div>
      <div>
        <label
          htmlFor={`${id}-account`}
          className="mb-1.5 block text-sm font-medium"
        >
          Account ID
        </label>
        <Input
          id={`${id}-account`}
          defaultValue="ACC-20931"
          disabled
          slotProps={slotProps}
        />
      </div>
    </div>
  );
}
