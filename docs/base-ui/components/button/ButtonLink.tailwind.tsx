import * as React from 'react';
import { Button } from '@mui/base/Button';

const base =
  'inline-block rounded-lg border px-4 py-2 text-sm/5 font-semibold no-underline shadow-xs transition-colors hover:no-underline [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400';

const primary = `${base} border-blue-600 bg-blue-600 text-white hover:border-blue-700 hover:bg-blue-700 hover:text-white [&.base--active]:border-blue-800 [&.base--active]:bg-blue-800`;

const secondary = `${base} border-slate-300 bg-white text-slate-900 hover:bg-slate-50 hover:text-slate-900 [&.base--active]:bg-slate-200 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:hover:text-slate-100 dark:[&.base--active]:bg-slate-700`;

export default function ButtonLink() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button href="#upgrade" className={primary}>
        Upgrade to Pro
      </Button>
      <Button href="#compare-plans" className={secondary}>
        Compare plans
      </Button>
    </div>
  );
}
