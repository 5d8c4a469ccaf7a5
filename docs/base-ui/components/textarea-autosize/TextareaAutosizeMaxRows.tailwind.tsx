import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const notes = [
  'Version 4.2 — 14 March',
  '',
  '- Invoices can now be exported as CSV.',
  '- Search finds customers by VAT number.',
  '- The dashboard loads twice as fast on slow connections.',
  '- Fixed: time zones in scheduled reports.',
  '- Fixed: dark mode colors in the invoice preview.',
  '- Removed: the legacy v1 API (announced in 3.8).',
].join('\n');

export default function TextareaAutosizeMaxRows() {
  const id = React.useId();

  return (
    <div className="flex max-w-[440px] flex-col gap-1.5 font-sans text-sm">
      <label htmlFor={`${id}-notes`} className="font-semibold">
        Release notes
      </label>
      <TextareaAutosize
        id={`${id}-notes`}
        aria-describedby={`${id}-hint`}
        minRows={3}
        maxRows={6}
        defaultValue={notes}
        className="box-border w-full resize-none rounded-lg border border-slate-300 bg-white px-2.5 py-2 font-sans text-sm text-slate-900 outline-none focus:border-blue-600 focus:ring-3 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:border-blue-400 dark:focus:ring-blue-400/30"
      />
      <p id={`${id}-hint`} className="m-0 text-slate-600 dark:text-slate-300">
        Grows from 3 to 6 lines, then scrolls.
      </p>
    </div>
  );
}
