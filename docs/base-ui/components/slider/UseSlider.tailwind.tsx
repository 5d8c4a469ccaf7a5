import * as React from 'react';
import { useSlider, valueToPercent } from '@mui/base/useSlider';

function SunIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="4" fill="currentColor" />
      <path
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export default function UseSlider() {
  const id = React.useId();
  const [brightness, setBrightness] = React.useState(70);
  const {
    getRootProps,
    getThumbProps,
    getHiddenInputProps,
    values,
    focusedThumbIndex,
    dragging,
  } = useSlider({
    'aria-labelledby': id,
    value: brightness,
    onChange: (_event, newValue) => setBrightness(newValue as number),
    step: 5,
  });
  const percent = valueToPercent(values[0], 0, 100);

  return (
    <div className="flex w-85 max-w-full flex-col gap-2.5">
      <div className="flex justify-between text-sm font-medium text-slate-700 dark:text-slate-300">
        <span id={id}>Screen brightness</span>
        <span className="text-slate-900 tabular-nums dark:text-slate-100">
          {values[0]}%
        </span>
      </div>
      <div className="flex items-center gap-3 text-slate-500 dark:text-slate-400">
        <SunIcon size={16} />
        <span
          {...getRootProps()}
          data-focus-visible={focusedThumbIndex !== -1 || undefined}
          data-dragging={dragging || undefined}
          className="relative block h-7 grow cursor-pointer touch-none overflow-hidden rounded-lg bg-slate-200 data-dragging:cursor-grabbing data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-blue-600 dark:bg-slate-700 dark:data-focus-visible:outline-blue-400"
        >
          <span
            className="absolute inset-y-0 left-0 bg-linear-to-r from-amber-500 to-yellow-400 dark:from-amber-600 dark:to-amber-400"
            style={{ width: `${percent}%` }}
          />
          <span
            {...getThumbProps()}
            data-index={0}
            className="absolute top-1.5 -ml-2.5 h-4 w-1 rounded-xs bg-slate-900/75"
            style={{ left: `${percent}%` }}
          >
            <input
              {...getHiddenInputProps({
                'data-index': 0,
                value: values[0],
                'aria-valuenow': values[0],
                'aria-valuetext': `${values[0]}%`,
              })}
            />
          </span>
        </span>
        <SunIcon size={22} />
      </div>
    </div>
  );
}
