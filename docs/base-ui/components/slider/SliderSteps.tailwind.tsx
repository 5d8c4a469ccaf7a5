import * as React from 'react';
import { Slider } from '@mui/base/Slider';

const speeds = [0.5, 0.75, 1, 1.25, 1.5, 2].map((value) => ({
  value,
  label: `${value}×`,
}));

export default function SliderSteps() {
  const id = React.useId();

  return (
    <div className="flex w-90 max-w-full flex-col gap-3">
      <span
        id={id}
        className="text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        Playback speed
      </span>
      <Slider
        aria-labelledby={id}
        getAriaValueText={(value) =>
          value === 1 ? 'Normal speed' : `${value} times`
        }
        defaultValue={1}
        min={0.5}
        max={2}
        step={null}
        marks={speeds}
        track={false}
        slotProps={{
          root: {
            className: 'relative mb-6 block h-5 w-full cursor-pointer touch-none',
          },
          rail: {
            className:
              'absolute top-[7px] h-1.5 w-full rounded-full bg-slate-200 dark:bg-slate-700',
          },
          mark: {
            className:
              'absolute top-1.5 -ml-px h-2 w-0.5 rounded-[1px] bg-slate-400 dark:bg-slate-500',
          },
          markLabel: {
            className:
              'absolute top-[26px] -translate-x-1/2 text-xs whitespace-nowrap text-slate-600 dark:text-slate-400 [&.base-Slider-markLabelActive]:font-semibold [&.base-Slider-markLabelActive]:text-blue-700 dark:[&.base-Slider-markLabelActive]:text-blue-300',
          },
          thumb: {
            className:
              'absolute top-2.5 -mt-2.5 -ml-2.5 box-border size-5 rounded-full border-3 border-white bg-blue-600 shadow-[0_0_0_1px_#2563eb,0_1px_3px_rgb(15_23_42/0.3)] transition-[box-shadow,left] hover:shadow-[0_0_0_1px_#2563eb,0_0_0_6px_rgb(37_99_235/0.15)] dark:border-slate-900 dark:bg-blue-400 dark:shadow-[0_0_0_1px_#60a5fa,0_1px_3px_rgb(0_0_0/0.5)] dark:hover:shadow-[0_0_0_1px_#60a5fa,0_0_0_6px_rgb(96_165_250/0.2)] [&.base--active]:shadow-[0_0_0_1px_#2563eb,0_0_0_8px_rgb(37_99_235/0.2)] dark:[&.base--active]:shadow-[0_0_0_1px_#60a5fa,0_0_0_8px_rgb(96_165_250/0.25)] [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-3 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400',
          },
        }}
      />
    </div>
  );
}
