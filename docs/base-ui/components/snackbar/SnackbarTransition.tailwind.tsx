import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { CheckCircleIcon } from './icons';

export default function SnackbarTransition() {
  const [open, setOpen] = React.useState(false);
  const [exited, setExited] = React.useState(true);

  const save = () => {
    setOpen(true);
    setExited(false);
  };

  return (
    <React.Fragment>
      <button
        type="button"
        className="cursor-pointer rounded-lg border-0 bg-blue-600 px-3.5 py-2 font-[inherit] text-sm font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        onClick={save}
      >
        Save changes
      </button>
      <Snackbar
        open={open}
        exited={exited}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        onTransitionEnd={(event: React.TransitionEvent<HTMLDivElement>) => {
          // Once the exit transition has finished, the snackbar can leave the page.
          if (!open && event.target === event.currentTarget) {
            setExited(true);
          }
        }}
        className={`fixed start-6 bottom-6 z-[400] flex items-center gap-2.5 rounded-lg bg-slate-800 px-4 py-3 text-sm text-slate-50 shadow-[0_8px_24px_rgb(15_23_42/0.25)] transition-[opacity,translate] duration-200 ease-out starting:translate-y-4 starting:opacity-0 motion-reduce:transition-opacity dark:bg-slate-200 dark:text-slate-900 dark:shadow-[0_8px_24px_rgb(0_0_0/0.5)] [&>svg]:shrink-0 [&>svg]:text-emerald-300 dark:[&>svg]:text-emerald-700 ${
          open ? '' : 'pointer-events-none translate-y-4 opacity-0'
        }`}
      >
        <CheckCircleIcon />
        <span role="status">Profile saved</span>
      </Snackbar>
    </React.Fragment>
  );
}
