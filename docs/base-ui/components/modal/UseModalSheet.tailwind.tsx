import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';

const options = [
  { name: 'mentions', label: 'Mentions and replies' },
  { name: 'digest', label: 'Weekly email digest' },
  { name: 'updates', label: 'Product updates' },
] as const;

type Preferences = Record<(typeof options)[number]['name'], boolean>;

export default function UseModalSheet() {
  const [open, setOpen] = React.useState(false);
  const [preferences, setPreferences] = React.useState<Preferences>({
    mentions: true,
    digest: true,
    updates: false,
  });
  const id = React.useId();
  // Tailwind styles are scoped to this demo, so the sheet renders inside it.
  const containerRef = React.useRef<HTMLDivElement>(null);
  const enabled = options.filter((option) => preferences[option.name]).length;

  return (
    <div className="font-sans text-sm">
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="cursor-pointer rounded-lg border border-slate-300 bg-white px-[13px] py-[7px] font-sans text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400"
        >
          Notification settings
        </button>
        <p className="m-0">
          {enabled} of {options.length} notifications on
        </p>
      </div>
      <div ref={containerRef} />
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={`${id}-title`}
        container={() => containerRef.current}
      >
        <div className="flex items-center justify-between">
          <h2
            id={`${id}-title`}
            className="m-0 font-[inherit] text-lg font-bold text-inherit"
          >
            Notifications
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={() => setOpen(false)}
            className="size-8 cursor-pointer rounded-lg border border-transparent bg-transparent p-0 font-sans text-[22px] leading-[30px] font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400"
          >
            ×
          </button>
        </div>
        <div className="flex grow flex-col gap-4">
          {options.map((option) => (
            <label
              key={option.name}
              className="flex cursor-pointer items-center gap-2.5"
            >
              <input
                type="checkbox"
                checked={preferences[option.name]}
                onChange={(event) =>
                  setPreferences({
                    ...preferences,
                    [option.name]: event.target.checked,
                  })
                }
                className="m-0 size-4 accent-blue-600"
              />
              {option.label}
            </label>
          ))}
        </div>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="cursor-pointer rounded-lg border border-transparent bg-blue-600 px-3.5 py-[9px] font-sans text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400"
        >
          Done
        </button>
      </Sheet>
    </div>
  );
}

interface SheetProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: React.ReactNode;
  container: () => HTMLElement | null;
}

function Sheet({ open, onClose, labelledBy, children, container }: SheetProps) {
  const { getRootProps, getBackdropProps, portalRef } = useModal({
    open,
    onClose,
    container,
    rootRef: null,
    // Only used to detect a transition child; this sheet has none.
    children: null,
  });

  if (!open) {
    return null;
  }

  return (
    <Portal ref={portalRef} container={container}>
      <div {...getRootProps()} className="fixed inset-0 z-[1300] font-sans text-sm">
        <Backdrop
          {...getBackdropProps()}
          className="fixed inset-0 bg-slate-900/60"
        />
        <FocusTrap open>
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby={labelledBy}
            tabIndex={-1}
            className="absolute inset-y-0 right-0 box-border flex w-[340px] max-w-full flex-col gap-6 bg-white p-6 text-slate-900 shadow-[-12px_0_32px_rgb(15_23_42/0.25)] outline-none dark:bg-slate-800 dark:text-slate-100 dark:shadow-[-12px_0_32px_rgb(0_0_0/0.6)]"
          >
            {children}
          </div>
        </FocusTrap>
      </div>
    </Portal>
  );
}

/** The backdrop props include `open`, which is not an attribute of a div. */
const Backdrop = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & { open?: boolean }
>(function Backdrop(props, ref) {
  const { open, ...other } = props;
  return <div ref={ref} {...other} />;
});
