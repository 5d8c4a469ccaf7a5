import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

const shortcuts = [
  { action: 'Search', keys: ['/'] },
  { action: 'New task', keys: ['N'] },
  { action: 'Go to inbox', keys: ['G', 'I'] },
];

export default function PopupAnimated() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
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

  return (
    <div className="min-h-[180px] font-sans text-sm">
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div className="inline-block">
          <button
            ref={setAnchor}
            type="button"
            aria-expanded={open}
            aria-controls={open ? `${id}-popup` : undefined}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
            className="cursor-pointer rounded-lg border border-slate-300 bg-white px-[13px] py-[7px] font-sans text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400"
          >
            Keyboard shortcuts
          </button>
          <Popup
            id={`${id}-popup`}
            role="region"
            aria-label="Keyboard shortcuts"
            open={open}
            anchor={anchor}
            placement="bottom-start"
            offset={8}
            keepMounted
            // Tailwind styles are scoped to this demo, so the popup renders inside it.
            disablePortal
            className="z-[1500]"
          >
            <CssTransition
              className="w-[260px] origin-top-left rounded-xl border border-slate-200 bg-white p-1.5 font-sans text-sm text-slate-900 shadow-[0_12px_32px_rgb(15_23_42/0.16)] transition-[opacity,scale] duration-150 ease-out motion-reduce:transition-opacity dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:shadow-[0_12px_32px_rgb(0_0_0/0.5)]"
              enterClassName="scale-100 opacity-100"
              exitClassName="scale-95 opacity-0 motion-reduce:scale-100"
            >
              <ul className="m-0 list-none p-0">
                {shortcuts.map((shortcut) => (
                  <li
                    key={shortcut.action}
                    className="flex items-center justify-between px-2.5 py-2"
                  >
                    {shortcut.action}
                    <span className="flex gap-1">
                      {shortcut.keys.map((key) => (
                        <kbd
                          key={key}
                          className="min-w-[22px] rounded border border-slate-300 bg-slate-50 px-1.5 py-0 text-center font-[inherit] text-xs/5 text-slate-700 shadow-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
                        >
                          {key}
                        </kbd>
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            </CssTransition>
          </Popup>
        </div>
      </ClickAwayListener>
    </div>
  );
}
