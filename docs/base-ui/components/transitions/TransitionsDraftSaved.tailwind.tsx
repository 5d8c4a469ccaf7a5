import * as React from 'react';
import { CssAnimation } from '@mui/base/Transitions';
import { TransitionContext, useTransitionTrigger } from '@mui/base/useTransition';

const keyframes = `
  @keyframes draft-toast-in {
    from { opacity: 0; translate: 0 var(--toast-shift); }
    to { opacity: 1; translate: 0 0; }
  }
  @keyframes draft-toast-out {
    from { opacity: 1; translate: 0 0; }
    to { opacity: 0; translate: 0 var(--toast-shift); }
  }
`;

export default function TransitionsDraftSaved() {
  const [savedAt, setSavedAt] = React.useState('');
  const [open, setOpen] = React.useState(false);
  const saveRef = React.useRef<HTMLButtonElement>(null);
  const id = React.useId();
  // Tells CssAnimation when to enter and leave, and when it has finished leaving.
  const { contextValue, hasExited } = useTransitionTrigger(open);

  const save = () => {
    setSavedAt(
      new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date()),
    );
    setOpen(true);
  };

  const dismiss = () => {
    setOpen(false);
    saveRef.current?.focus();
  };

  return (
    <div className="flex min-h-[110px] flex-col gap-4 font-sans text-sm">
      {/* Tailwind has no utility for custom keyframes: in an app, declare them in
          your CSS. `--toast-shift` is 0 for reduced motion, which leaves a fade. */}
      <style>{keyframes}</style>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-subject`} className="font-semibold">
          Subject
        </label>
        <input
          id={`${id}-subject`}
          defaultValue="Q3 planning agenda"
          className="w-[220px] rounded-lg border border-slate-300 bg-white px-2.5 py-[7px] font-sans text-sm text-slate-900 outline-none focus:border-blue-600 focus:ring-3 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus:border-blue-400 dark:focus:ring-blue-400/30"
        />
        <button
          ref={saveRef}
          type="button"
          onClick={save}
          className="cursor-pointer rounded-lg border-0 bg-blue-600 px-3.5 py-2 font-sans text-sm font-semibold text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400"
        >
          Save draft
        </button>
      </div>
      <div role="status">
        <TransitionContext.Provider value={contextValue}>
          <CssAnimation
            hidden={hasExited}
            className="inline-flex items-center gap-4 rounded-[10px] bg-slate-900 py-2 ps-3.5 pe-2 text-slate-50 shadow-[0_8px_24px_rgb(15_23_42/0.2)] [--toast-shift:12px] motion-reduce:[--toast-shift:0px] dark:bg-slate-100 dark:text-slate-900 dark:shadow-[0_8px_24px_rgb(0_0_0/0.5)] [&[hidden]]:hidden"
            enterClassName="animate-[draft-toast-in_200ms_ease-out_forwards]"
            exitClassName="animate-[draft-toast-out_150ms_ease-in_forwards]"
            enterAnimationName="draft-toast-in"
            exitAnimationName="draft-toast-out"
          >
            Draft saved at {savedAt}
            <button
              type="button"
              onClick={dismiss}
              className="cursor-pointer rounded-md border-0 bg-transparent px-2.5 py-1 font-sans text-sm font-semibold text-blue-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:text-blue-700 dark:hover:bg-slate-900/8 dark:focus-visible:outline-blue-700"
            >
              Dismiss
            </button>
          </CssAnimation>
        </TransitionContext.Provider>
      </div>
    </div>
  );
}
