import * as React from 'react';
import { Portal } from '@mui/base/Portal';

export default function PortalHeaderSlot() {
  const [slot, setSlot] = React.useState<HTMLDivElement | null>(null);
  const [saved, setSaved] = React.useState(false);
  const [inPlace, setInPlace] = React.useState(false);

  return (
    <div className="max-w-[520px] overflow-hidden rounded-xl border border-slate-200 font-sans text-sm text-slate-900 dark:border-slate-700 dark:text-slate-100">
      <div className="flex min-h-9 items-center justify-between gap-3 bg-slate-100 px-4 py-2 dark:bg-slate-800">
        <span className="font-bold">Acme Workspace</span>
        {/* The banner below is rendered into this element. */}
        <div ref={setSlot} />
      </div>
      <div className="flex flex-col items-start gap-3 p-4">
        <h3 className="m-0 font-[inherit] text-base font-bold text-inherit">
          Profile settings
        </h3>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="button"
            onClick={() => setSaved(true)}
            className="cursor-pointer rounded-lg border-0 bg-blue-600 px-3.5 py-2 font-sans text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400"
          >
            Save changes
          </button>
          <label className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              checked={inPlace}
              onChange={(event) => setInPlace(event.target.checked)}
              className="m-0 size-4 accent-blue-600"
            />
            Render in place
          </label>
        </div>
        {saved && (
          <Portal container={slot} disablePortal={inPlace}>
            <div
              role="status"
              className="inline-flex items-center gap-2 rounded-full bg-green-100 py-0.5 ps-2.5 pe-1 font-semibold text-green-800 dark:bg-green-900 dark:text-green-100"
            >
              Changes saved
              <button
                type="button"
                aria-label="Dismiss"
                onClick={() => setSaved(false)}
                className="size-6 cursor-pointer rounded-full border-0 bg-transparent p-0 font-sans text-base/6 text-inherit hover:bg-green-800/15 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-green-700 dark:hover:bg-green-100/15 dark:focus-visible:outline-green-400"
              >
                ×
              </button>
            </div>
          </Portal>
        )}
      </div>
    </div>
  );
}
