import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

export default function ClickAwayInlineEdit() {
  const [name, setName] = React.useState('Website redesign');
  const [draft, setDraft] = React.useState(name);
  const [editing, setEditing] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const captionId = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const renameRef = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (editing) {
      inputRef.current?.select();
    }
  }, [editing]);

  const startEditing = () => {
    setDraft(name);
    setStatus('');
    setEditing(true);
  };

  const stopEditing = (save: boolean, returnFocus: boolean) => {
    const next = draft.trim();
    if (save && next && next !== name) {
      setName(next);
      setStatus(`Renamed to "${next}".`);
    }
    setEditing(false);
    if (returnFocus) {
      // The Rename button is back in the DOM on the next frame.
      requestAnimationFrame(() => renameRef.current?.focus());
    }
  };

  return (
    <div className="flex flex-col gap-1.5 font-sans text-sm">
      <span
        id={captionId}
        className="text-xs/5 font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-300"
      >
        Project name
      </span>
      {editing ? (
        <ClickAwayListener onClickAway={() => stopEditing(true, false)}>
          <form
            className="m-0 flex min-h-[38px] items-center gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              stopEditing(true, true);
            }}
          >
            <input
              ref={inputRef}
              aria-labelledby={captionId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  stopEditing(false, true);
                }
              }}
              className="w-56 rounded-lg border border-slate-300 bg-white px-2.5 py-[7px] font-sans text-sm text-slate-900 outline-none focus:border-blue-600 focus:ring-3 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:border-blue-400 dark:focus:ring-blue-400/30"
            />
            <button
              type="submit"
              className="cursor-pointer rounded-lg border-0 bg-blue-600 px-3.5 py-2 font-sans text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400"
            >
              Save
            </button>
          </form>
        </ClickAwayListener>
      ) : (
        <div className="flex min-h-[38px] items-center gap-3">
          <span className="text-lg font-semibold">{name}</span>
          <button
            ref={renameRef}
            type="button"
            onClick={startEditing}
            className="cursor-pointer rounded-lg border border-slate-300 bg-white px-[13px] py-[7px] font-sans text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400"
          >
            Rename
          </button>
        </div>
      )}
      <p role="status" className="m-0 min-h-5 text-green-700 dark:text-green-400">
        {status}
      </p>
    </div>
  );
}
