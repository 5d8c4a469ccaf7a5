import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import type { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { CloseIcon } from './icons';

export default function SnackbarBasic() {
  const [archived, setArchived] = React.useState(false);
  const [open, setOpen] = React.useState(false);

  const archive = () => {
    setArchived(true);
    setOpen(true);
  };

  const moveToInbox = () => {
    setArchived(false);
    setOpen(false);
  };

  const handleClose = (
    _event: Event | React.SyntheticEvent | null,
    reason: SnackbarCloseReason,
  ) => {
    // Keep the message on screen when people click elsewhere on the page.
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <React.Fragment>
      <div className="flex max-w-[420px] items-center justify-between gap-4 rounded-xl border border-slate-200 py-3 ps-4 pe-3 dark:border-slate-700">
        <div>
          <div className="text-sm font-semibold">Priya Raman</div>
          <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            Lunch on Thursday?
            {archived ? (
              <span className="rounded bg-slate-100 px-1.5 text-xs/[18px] text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                Archived
              </span>
            ) : null}
          </div>
        </div>
        <button
          type="button"
          className="shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white px-3.5 py-2 font-[inherit] text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-blue-400"
          onClick={archived ? moveToInbox : archive}
        >
          {archived ? 'Move to inbox' : 'Archive'}
        </button>
      </div>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        className="fixed start-6 bottom-6 z-[400] box-border flex max-w-[calc(100vw-48px)] items-center gap-1 rounded-lg bg-slate-800 py-1.5 ps-4 pe-1.5 text-sm text-slate-50 shadow-[0_8px_24px_rgb(15_23_42/0.25)] dark:bg-slate-200 dark:text-slate-900 dark:shadow-[0_8px_24px_rgb(0_0_0/0.5)]"
      >
        <span role="status" className="me-2 flex-1">
          Conversation archived
        </span>
        <button
          type="button"
          className="h-8 cursor-pointer rounded-md border-0 bg-transparent px-2.5 font-[inherit] text-sm font-semibold text-blue-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-blue-300 dark:text-blue-700 dark:hover:bg-slate-900/8 dark:focus-visible:outline-blue-700"
          onClick={moveToInbox}
        >
          Undo
        </button>
        <button
          type="button"
          aria-label="Close"
          className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-inherit hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-blue-300 dark:hover:bg-slate-900/8 dark:focus-visible:outline-blue-700"
          onClick={() => setOpen(false)}
        >
          <CloseIcon />
        </button>
      </Snackbar>
    </React.Fragment>
  );
}
