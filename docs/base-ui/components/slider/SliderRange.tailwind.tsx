import * as React from 'react';
import { Slider } from '@mui/base/Slider';

const marks = [0, 100, 200, 300, 400, 500].map((value) => ({
  value,
  label: `€${value}`,
}));

export default function SliderRange() {
  const id = React.useId();
  const [price, setPrice] = React.useState([120, 380]);

  return (
    <div className="flex w-90 max-w-full flex-col gap-2 pt-2">
      <div className="mb-7 flex justify-between text-sm font-medium text-slate-700 dark:text-slate-300">
        <span id={id}>Price per night</span>
        <span className="text-slate-900 tabular-nums dark:text-slate-100">
          €{price[0]} – €{price[1]}
        </span>
      </div>
      <Slider
        aria-labelledby={id}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={(value) => `€${value}`}
        value={price}
        onChange={(_event, newValue) => setPrice(newValue as number[])}
        min={0}
        max={500}
        step={10}
        marks={marks}
        disableSwap
        slots={{ valueLabel: 'span' }}
        valueLabelFormat={(value) => `€${value}`}
        slotProps={{
          root: {
            className:
              'relative block h-5 w-full cursor-pointer touch-none [&.base-Slider-marked]:mb-6',
          },
          rail: {
            className:
              'absolute top-[7px] h-1.5 w-full rounded-full bg-slate-200 dark:bg-slate-700',
          },
          track: {
            className:
              'absolute top-[7px] h-1.5 rounded-full bg-blue-600 dark:bg-blue-400',
          },
          mark: {
            className:
              'absolute top-2 -ml-0.5 size-1 rounded-full bg-slate-400 dark:bg-slate-500 [&.base-Slider-markActive]:bg-white dark:[&.base-Slider-markActive]:bg-slate-900',
          },
          markLabel: {
            className:
              'absolute top-[26px] -translate-x-1/2 text-xs whitespace-nowrap text-slate-600 dark:text-slate-400',
          },
          thumb: {
            className:
              'group absolute top-2.5 -mt-2.5 -ml-2.5 box-border size-5 rounded-full border-2 border-blue-600 bg-white shadow-[0_1px_3px_rgb(15_23_42/0.2)] transition-shadow hover:shadow-[0_0_0_6px_rgb(37_99_235/0.15)] dark:border-blue-400 dark:bg-slate-900 dark:hover:shadow-[0_0_0_6px_rgb(96_165_250/0.2)] [&.base--active]:shadow-[0_0_0_8px_rgb(37_99_235/0.2)] dark:[&.base--active]:shadow-[0_0_0_8px_rgb(96_165_250/0.25)] [&.base--focusVisible]:shadow-[0_0_0_6px_rgb(37_99_235/0.3)] [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:shadow-[0_0_0_6px_rgb(96_165_250/0.3)] dark:[&.base--focusVisible]:outline-blue-400',
          },
          valueLabel: {
            'aria-hidden': true,
            className:
              'pointer-events-none absolute bottom-full mb-2 left-1/2 -translate-x-1/2 rounded bg-slate-900 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white opacity-0 transition-opacity group-hover:opacity-100 group-[.base--active]:opacity-100 group-[.base--focusVisible]:opacity-100 dark:bg-slate-100 dark:text-slate-900',
          },
        }}
      />
    </div>
  );
}
