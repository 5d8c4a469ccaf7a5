import * as React from 'react';
import { Button } from '@mui/base/Button';

export default function ButtonDisabled() {
  const [accepted, setAccepted] = React.useState(false);
  const [created, setCreated] = React.useState(false);
  const hintId = React.useId();

  return (
    <div className="flex flex-col items-start gap-3">
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="m-0 size-4 accent-blue-600"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setCreated(false);
          }}
        />
        I accept the terms of service
      </label>
      <div>
        <Button
          disabled={!accepted}
          focusableWhenDisabled
          aria-describedby={accepted ? undefined : hintId}
          onClick={() => setCreated(true)}
          className="cursor-pointer rounded-lg border border-blue-600 bg-blue-600 px-4 py-2 font-[inherit] text-sm/5 font-semibold text-white shadow-xs transition-colors hover:border-blue-700 hover:bg-blue-700 [&.base--active]:border-blue-800 [&.base--active]:bg-blue-800 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:border-slate-200 [&.base--disabled]:bg-slate-200 [&.base--disabled]:text-slate-500 [&.base--disabled]:shadow-none dark:[&.base--disabled]:border-slate-800 dark:[&.base--disabled]:bg-slate-800 dark:[&.base--disabled]:text-slate-400 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400"
        >
          Create account
        </Button>
      </div>
      <p
        id={hintId}
        role="status"
        className="m-0 min-h-5 text-sm text-slate-600 dark:text-slate-400"
      >
        {accepted
          ? created && 'Account created. Check your inbox to confirm your email.'
          : 'Accept the terms to create your account.'}
      </p>
    </div>
  );
}
