import * as React from 'react';
import { Modal } from '@mui/base/Modal';

export default function ModalDeleteProject() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  const id = React.useId();
  // Tailwind styles are scoped to this demo, so the modal renders inside it.
  const containerRef = React.useRef<HTMLDivElement>(null);

  const deleteRef = React.useRef<HTMLButtonElement>(null);
  const restoreRef = React.useRef<HTMLButtonElement>(null);

  // The button that had focus is replaced, so focus moves to its replacement.
  const handleDelete = () => {
    setDeleted(true);
    setOpen(false);
    requestAnimationFrame(() => restoreRef.current?.focus());
  };

  const handleRestore = () => {
    setDeleted(false);
    requestAnimationFrame(() => deleteRef.current?.focus());
  };

  return (
    <div className="font-sans text-sm">
      {deleted ? (
        <div className="flex flex-wrap items-center gap-4">
          <p role="status" className="m-0">
            The project “Website redesign” was deleted.
          </p>
          <button
            ref={restoreRef}
            type="button"
            onClick={handleRestore}
            className="cursor-pointer rounded-lg border border-slate-300 bg-white px-[13px] py-[7px] font-sans text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400"
          >
            Restore
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          <p className="m-0">Website redesign · 48 tasks</p>
          <button
            ref={deleteRef}
            type="button"
            onClick={() => setOpen(true)}
            className="cursor-pointer rounded-lg border border-red-300 bg-white px-[13px] py-[7px] font-sans text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:border-red-800 dark:bg-transparent dark:text-red-300 dark:hover:bg-red-900/40 dark:focus-visible:outline-red-400"
          >
            Delete project
          </button>
        </div>
      )}
      <div ref={containerRef} />
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        container={() => containerRef.current}
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { className: 'fixed inset-0 bg-slate-900/60' } }}
        className="fixed inset-0 z-[1300] flex items-center justify-center p-4 font-sans text-sm"
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          className="relative w-[420px] max-w-full rounded-xl bg-white p-6 text-slate-900 shadow-2xl outline-none dark:bg-slate-800 dark:text-slate-100 dark:shadow-black/60"
        >
          <h2
            id={`${id}-title`}
            className="mt-0 mb-2 font-[inherit] text-lg font-bold text-inherit"
          >
            Delete “Website redesign”?
          </h2>
          <p
            id={`${id}-description`}
            className="m-0 text-slate-600 dark:text-slate-300"
          >
            The project, its 48 tasks and all their comments will be removed for
            everyone on the team. This can’t be undone.
          </p>
          <div className="mt-6 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="cursor-pointer rounded-lg border border-slate-300 bg-white px-[13px] py-[7px] font-sans text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400"
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={handleDelete}
              className="cursor-pointer rounded-lg border border-transparent bg-red-600 px-[13px] py-[7px] font-sans text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 dark:focus-visible:outline-red-400"
            >
              Delete project
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}

/** The backdrop slot also receives `open` and `ownerState`, which are not attributes of a div. */
const Backdrop = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown }
>(function Backdrop(props, ref) {
  const { open, ownerState, ...other } = props;
  return <div ref={ref} {...other} />;
});
