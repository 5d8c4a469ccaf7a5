import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';

const slotProps: SliderProps['slotProps'] = {
  root: {
    className:
      'group relative block h-5 w-full cursor-pointer touch-none [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-50',
  },
  rail: {
    className:
      'absolute top-[7px] h-1.5 w-full rounded-full bg-slate-200 dark:bg-slate-700',
  },
  track: {
    className:
      'absolute top-[7px] h-1.5 rounded-full bg-blue-600 group-[.base--disabled]:bg-slate-500 dark:bg-blue-400 dark:group-[.base--disabled]:bg-slate-400',
  },
  thumb: {
    className:
      'absolute top-2.5 -mt-2.5 -ml-2.5 box-border size-5 rounded-full border-2 border-blue-600 bg-white shadow-[0_1px_3px_rgb(15_23_42/0.2)] transition-shadow hover:shadow-[0_0_0_6px_rgb(37_99_235/0.15)] group-[.base--disabled]:border-slate-500 group-[.base--disabled]:shadow-none dark:border-blue-400 dark:bg-slate-900 dark:hover:shadow-[0_0_0_6px_rgb(96_165_250/0.2)] dark:group-[.base--disabled]:border-slate-400 [&.base--active]:shadow-[0_0_0_8px_rgb(37_99_235/0.2)] dark:[&.base--active]:shadow-[0_0_0_8px_rgb(96_165_250/0.25)] [&.base--focusVisible]:shadow-[0_0_0_6px_rgb(37_99_235/0.3)] [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:shadow-[0_0_0_6px_rgb(96_165_250/0.3)] dark:[&.base--focusVisible]:outline-blue-400',
  },
};

export default function SliderBasic() {
  const id = React.useId();
  const [volume, setVolume] = React.useState(40);

  return (
    <div className="flex w-80 max-w-full flex-col gap-6">
      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-sm font-medium text-slate-700 dark:text-slate-300">
          <span id={`${id}-notifications`}>Notification volume</span>
          <span className="text-slate-900 tabular-nums dark:text-slate-100">
            {volume}%
          </span>
        </div>
        <Slider
          aria-labelledby={`${id}-notifications`}
          getAriaValueText={(value) => `${value}%`}
          value={volume}
          onChange={(_event, newValue) => setVolume(newValue as number)}
          slotProps={slotProps}
        />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex justify-between text-sm font-medium text-slate-700 dark:text-slate-300">
          <span id={`${id}-alarms`}>Alarm volume</span>
          <span className="text-slate-900 tabular-nums dark:text-slate-100">
            80%
          </span>
        </div>
        <Slider
          aria-labelledby={`${id}-alarms`}
          getAriaValueText={(value) => `${value}%`}
          defaultValue={80}
          disabled
          slotProps={{
            ...slotProps,
            input: { 'aria-describedby': `${id}-alarms-hint` },
          }}
        />
        <span
          id={`${id}-alarms-hint`}
          className="text-[13px] leading-5 text-slate-600 dark:text-slate-400"
        >
          Managed by your Focus schedule.
        </span>
      </div>
    </div>
  );
}
