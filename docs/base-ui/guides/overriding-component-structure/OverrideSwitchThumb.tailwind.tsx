import * as React from 'react';
import { Switch, SwitchThumbSlotProps } from '@mui/base/Switch';

// Rendered in place of the thumb <span>. Base UI passes the owner state, so the
// icon can follow the switch; it is read here and not passed on to the DOM.
const ThemeThumb = React.forwardRef<HTMLSpanElement, SwitchThumbSlotProps>(
  function ThemeThumb({ ownerState, children, ...other }, ref) {
    return (
      <span ref={ref} {...other}>
        {ownerState.checked ? (
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden>
            <path
              d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z"
              fill="currentColor"
            />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden>
            <circle cx="12" cy="12" r="4.5" fill="currentColor" />
            <path
              d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        )}
      </span>
    );
  },
);

export default function OverrideSwitchThumb() {
  const id = React.useId();

  return (
    <div className="flex w-full max-w-[360px] items-center justify-between gap-4">
      <div>
        <label htmlFor={id} className="block text-sm/5 font-semibold">
          Dark editor theme
        </label>
        <p
          id={`${id}-description`}
          className="mt-0.5 mb-0 text-[13px]/[18px] text-slate-600 dark:text-slate-400"
        >
          Applies to the code editor only.
        </p>
      </div>
      <Switch
        slots={{ thumb: ThemeThumb }}
        className="group relative inline-block h-7 w-[52px] shrink-0 cursor-pointer"
        slotProps={{
          track: {
            className:
              'absolute inset-0 rounded-full bg-slate-500 transition-colors group-[.base--checked]:bg-blue-600 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-600 dark:group-[.base--checked]:bg-blue-500 dark:group-[.base--focusVisible]:outline-blue-400',
          },
          thumb: {
            className:
              'absolute start-0.5 top-0.5 flex size-6 items-center justify-center rounded-full bg-white text-amber-600 shadow-sm transition-[inset-inline-start] group-[.base--checked]:start-[26px] group-[.base--checked]:text-slate-700',
          },
          input: {
            id,
            'aria-describedby': `${id}-description`,
            className:
              'absolute inset-0 z-10 m-0 size-full cursor-[inherit] opacity-0',
          },
        }}
      />
    </div>
  );
}
