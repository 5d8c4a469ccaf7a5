import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

const LINK = 'https://docs.example.com/share/q3-roadmap';

export default function PopupShare() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  // The popup's content mounts once its portal is ready: focus the field from its ref.
  const focusOnMount = React.useCallback((node: HTMLInputElement | null) => {
    inputRef.current = node;
    node?.focus({ preventScroll: true });
  }, []);
  const id = React.useId();

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        anchor?.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open, anchor]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(LINK);
      setCopied(true);
    } catch {
      // Without clipboard access, leave the link selected for a manual copy.
      inputRef.current?.select();
    }
  };

  return (
    <div className="min-h-[210px] font-sans text-sm">
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div className="inline-block">
          <button
            ref={setAnchor}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? `${id}-popup` : undefined}
            onClick={() => {
              setCopied(false);
              setOpen((wasOpen) => !wasOpen);
            }}
            className="cursor-pointer rounded-lg border-0 bg-blue-600 px-4 py-2 font-sans text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400"
          >
            Share
          </button>
          <Popup
            id={`${id}-popup`}
            role="dialog"
            aria-labelledby={`${id}-title`}
            open={open}
            anchor={anchor}
            placement="bottom-start"
            offset={8}
            // Tailwind styles are scoped to this demo, so the popup renders inside it.
            disablePortal
            className="z-[1500] box-border flex w-[340px] max-w-[calc(100vw-32px)] flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-4 font-sans text-sm text-slate-900 shadow-[0_12px_32px_rgb(15_23_42/0.16)] dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:shadow-[0_12px_32px_rgb(0_0_0/0.5)]"
          >
            <h3
              id={`${id}-title`}
              className="mt-0 mb-1 font-[inherit] text-base font-bold text-inherit"
            >
              Share “Q3 roadmap”
            </h3>
            <label htmlFor={`${id}-link`}>Anyone with the link can view</label>
            <div className="flex gap-2">
              <input
                ref={focusOnMount}
                id={`${id}-link`}
                value={LINK}
                readOnly
                className="min-w-0 grow rounded-lg border border-slate-300 bg-slate-50 px-2.5 py-[7px] font-sans text-sm text-slate-900 outline-none focus:border-blue-600 focus:ring-3 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:border-blue-400 dark:focus:ring-blue-400/30"
              />
              <button
                type="button"
                onClick={copy}
                className="shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white px-[13px] py-[7px] font-sans text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400"
              >
                Copy link
              </button>
            </div>
            <p
              role="status"
              className="m-0 min-h-5 text-green-700 dark:text-green-400"
            >
              {copied ? 'Link copied to the clipboard.' : ''}
            </p>
          </Popup>
        </div>
      </ClickAwayListener>
    </div>
  );
}
