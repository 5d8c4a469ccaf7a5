import * as React from 'react';
import { Switch } from '@mui/base/Switch';

const SETTINGS = [
  { label: 'Wi-Fi', defaultChecked: true, disabled: false },
  { label: 'Bluetooth', defaultChecked: false, disabled: false },
  { label: 'Airplane mode', defaultChecked: false, disabled: true },
];

const slotClasses = {
  root: 'group relative inline-block h-6 w-10 shrink-0 cursor-pointer [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-45',
  input: 'absolute inset-0 z-1 m-0 size-full cursor-[inherit] opacity-0',
  track:
    'absolute inset-0 rounded-full bg-slate-500 transition-colors group-[.base--checked]:bg-blue-600 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-600 dark:group-[.base--checked]:bg-blue-500 dark:group-[.base--focusVisible]:outline-blue-400',
  thumb:
    'absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow-[0_1px_2px_rgb(0_0_0/0.3)] transition-[inset-inline-start] group-[.base--checked]:start-[18px]',
};

export default function SwitchBasic() {
  const id = React.useId();

  return (
    <div className="flex max-w-[280px] flex-col gap-4">
      {SETTINGS.map((setting, index) => (
        <div
          key={setting.label}
          className="flex items-center justify-between gap-4 text-sm"
        >
          <label htmlFor={`${id}-${index}`}>{setting.label}</label>
          <Switch
            defaultChecked={setting.defaultChecked}
            disabled={setting.disabled}
            slotProps={{
              root: { className: slotClasses.root },
              input: { id: `${id}-${index}`, className: slotClasses.input },
              track: { className: slotClasses.track },
              thumb: { className: slotClasses.thumb },
            }}
          />
        </div>
      ))}
    </div>
  );
}
