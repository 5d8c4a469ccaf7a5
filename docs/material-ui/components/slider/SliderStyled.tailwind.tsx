import * as React from 'react';
import { Slider } from '@mui/base/Slider';

export default function SliderStyled() {
  const labelId = React.useId();
  const [value, setValue] = React.useState(60);

  return (
    <div className="flex w-full max-w-sm flex-col gap-3">
      <div className="flex justify-between text-sm font-medium">
        <span id={labelId}>Brightness</span>
        <span>{value}%</span>
      </div>
      <Slider
        aria-labelledby={labelId}
        value={value}
        onChange={(_event, next) => setValue(next as number)}
        slotProps={{
          root: { className: 'relative block h-5 w-full cursor-pointer touch-none' },
          rail: {
            className:
              'absolute top-1/2 block h-2 w-full -translate-y-1/2 rounded-full bg-slate-400/35',
          },
          track: {
            className:
              'absolute top-1/2 block h-2 -translate-y-1/2 rounded-full bg-purple-600 dark:bg-purple-400',
          },
          thumb: {
            className:
              'absolute top-1/2 block size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-purple-600 bg-white outline-none transition-shadow hover:ring-6 hover:ring-purple-600/20 dark:border-purple-400 [&.base--active]:ring-10 [&.base--active]:ring-purple-600/20 [&.base--focusVisible]:ring-6 [&.base--focusVisible]:ring-purple-600/30',
          },
        }}
      />
    </div>
  );
}
