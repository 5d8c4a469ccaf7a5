import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { useSnackbar } from '@mui/base/useSnackbar';
import { AlertCircleIcon, CheckCircleIcon } from './icons';

const INVITE_LINK = 'https://app.example.com/join/atlas-design-team';

export default function UseSnackbar() {
  const inputId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);

  const { getRootProps, onClickAway } = useSnackbar({
    open,
    onClose: () => setOpen(false),
    autoHideDuration: 4000,
  });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(INVITE_LINK);
      setCopied(true);
    } catch {
      setCopied(false);
    }
    setOpen(true);
  };

  return (
    <React.Fragment>
      <div className="flex max-w-[460px] flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold">
          Invite link
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            readOnly
            value={INVITE_LINK}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-[inherit] text-sm text-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:focus-visible:outline-blue-400"
          />
          <button
            type="button"
            className="shrink-0 cursor-pointer rounded-lg border-0 bg-blue-600 px-3.5 py-2 font-[inherit] text-sm font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            onClick={copyLink}
          >
            Copy link
          </button>
        </div>
      </div>
      {open ? (
        <ClickAwayListener onClickAway={onClickAway}>
          <div
            {...getRootProps()}
            className="fixed start-6 bottom-6 z-[400] box-border flex max-w-[calc(100vw-48px)] items-center gap-2.5 rounded-lg bg-slate-800 px-4 py-3 text-sm text-slate-50 shadow-[0_8px_24px_rgb(15_23_42/0.25)] dark:bg-slate-200 dark:text-slate-900 dark:shadow-[0_8px_24px_rgb(0_0_0/0.5)] [&>svg]:shrink-0"
          >
            {copied ? <CheckCircleIcon /> : <AlertCircleIcon />}
            <span role="status">
              {copied
                ? 'Invite link copied'
                : 'Copying is blocked here. Select the link and copy it yourself.'}
            </span>
          </div>
        </ClickAwayListener>
      ) : null}
    </React.Fragment>
  );
}
