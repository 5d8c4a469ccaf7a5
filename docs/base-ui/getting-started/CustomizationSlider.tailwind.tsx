import * as React from 'react';
import clsx from 'clsx';
import { Slider } from '@mui/base/Slider';

const LOUD = 80;
const isLoud = (value: unknown) => typeof value === 'number' && value > LOUD;

export default function CustomizationSlider() {
  const id = React.useId();
  const [volume, setVolume] = React.useState(72);

  return (
    <div className="flex w-full max-w-[360px] flex-col gap-3">
      <div className="flex justify-between text-sm/5 font-semibold">
        <span id={`${id}-label`}>Speaker volume</span>
        <span>{volume}%</span>
      </div>
      <Slider
        aria-labelledby={`${id}-label`}
        getAriaValueText={(value) => `${value}%`}
        value={volume}
        onChange={(_event, value) => setVolume(value as number)}
        slotProps={{
          root: { className: 'relative block h-5 w-full cursor-pointer touch-none' },
          rail: {
            className:
              'absolute top-1/2 block h-1.5 w-full -translate-y-1/2 rounded-full bg-slate-300 dark:bg-slate-700',
          },
          // Called with the owner state: the props plus the slider's own state.
          track: (ownerState) => ({
            className: clsx(
              'absolute top-1/2 block h-1.5 -translate-y-1/2 rounded-full',
              isLoud(ownerState.value)
                ? 'bg-amber-600 dark:bg-amber-400'
                : 'bg-blue-600 dark:bg-blue-400',
            ),
          }),
          thumb: (ownerState) => ({
            className: clsx(
              'absolute top-1/2 box-border block size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 bg-white transition-shadow [&.base--active]:ring-8 [&.base--active]:ring-blue-600/20 [&.base--focusVisible]:ring-6 [&.base--focusVisible]:ring-blue-600/30 dark:[&.base--focusVisible]:ring-blue-400/40',
              isLoud(ownerState.value)
                ? 'border-amber-600 dark:border-amber-400'
                : 'border-blue-600 dark:border-blue-400',
            ),
          }),
        }}
      />
      <p
        aria-live="polite"
        className="m-0 min-h-[18px] text-[13px]/[18px] text-amber-700 dark:text-amber-300"
      >
        {isLoud(volume) ? 'Above 80%, long listening can damage hearing.' : ''}
      </p>
    </div>
  );
}
