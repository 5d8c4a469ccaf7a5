import * as React from 'react';
import { Button } from '@mui/base/Button';

const base =
  'cursor-pointer rounded-lg border px-4 py-2 font-[inherit] text-sm/5 font-semibold shadow-xs transition-colors [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400';

const primary = `${base} border-blue-600 bg-blue-600 text-white hover:border-blue-700 hover:bg-blue-700 [&.base--active]:border-blue-800 [&.base--active]:bg-blue-800`;

const secondary = `${base} border-slate-300 bg-white text-slate-900 hover:bg-slate-50 [&.base--active]:bg-slate-200 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:[&.base--active]:bg-slate-700`;

export default function ButtonBasic() {
  const [status, setStatus] = React.useState('You have unsaved changes.');

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <Button className={primary} onClick={() => setStatus('Profile saved.')}>
          Save changes
        </Button>
        <Button
          className={secondary}
          onClick={() => setStatus('Your edits were discarded.')}
        >
          Discard
        </Button>
      </div>
      <p role="status" className="m-0 text-sm text-slate-600 dark:text-slate-400">
        {status}
      </p>
    </div>
  );
}
