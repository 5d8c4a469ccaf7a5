import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Modal } from '@mui/base/Modal';

const PROJECT = 'Northwind website';

const buttonClasses =
  'cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm/5 font-semibold [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400';

const outlinedClasses =
  'border-slate-500 bg-transparent text-inherit hover:bg-slate-100 dark:hover:bg-slate-800';

// Base UI passes `open` and `ownerState` to the backdrop: keep them off the DOM.
const Backdrop = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown }
>(function Backdrop({ open, ownerState, ...other }, ref) {
  return <div ref={ref} {...other} />;
});

export default function AccessibilityModal() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  // This site scopes each demo's Tailwind CSS to the demo, so the modal is rendered
  // inside it. With Tailwind CSS loaded globally, leave `container` out.
  const containerRef = React.useRef<HTMLDivElement>(null);

  return (
    <div className="flex flex-col items-start gap-3" ref={containerRef}>
      {deleted ? (
        <Button
          className={`${buttonClasses} ${outlinedClasses}`}
          onClick={() => setDeleted(false)}
        >
          Restore project
        </Button>
      ) : (
        <Button
          className={`${buttonClasses} border-red-700 bg-transparent text-red-700 hover:bg-red-50 dark:border-red-400 dark:text-red-400 dark:hover:bg-red-950`}
          onClick={() => setOpen(true)}
        >
          Delete project…
        </Button>
      )}
      <p role="status" className="m-0 min-h-5 text-sm/5">
        {deleted ? `“${PROJECT}” was deleted.` : ''}
      </p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        container={() => containerRef.current}
        slots={{ backdrop: Backdrop }}
        slotProps={{
          root: {
            className: 'fixed inset-0 z-[1300] flex items-center justify-center p-4',
          },
          backdrop: { className: 'fixed inset-0 -z-10 bg-slate-950/50' },
        }}
      >
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          className="box-border w-full max-w-[440px] rounded-xl border border-transparent bg-white p-6 text-slate-900 shadow-xl outline-0 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <h2 id={`${id}-title`} className="m-0 text-lg/7 font-bold">
            Delete “{PROJECT}”?
          </h2>
          <p
            id={`${id}-description`}
            className="mt-2 mb-0 text-sm/5 text-slate-600 dark:text-slate-400"
          >
            Its 38 pages and their history are deleted for everyone on the team. This
            can’t be undone.
          </p>
          <div className="mt-6 flex justify-end gap-2">
            {/* The safe choice gets the focus when the dialog opens. */}
            <Button
              autoFocus
              className={`${buttonClasses} ${outlinedClasses}`}
              onClick={() => setOpen(false)}
            >
              Cancel
            </Button>
            <Button
              className={`${buttonClasses} border-red-700 bg-red-700 text-white hover:bg-red-800`}
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete project
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
