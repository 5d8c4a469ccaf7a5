import * as React from 'react';
import { Switch } from '@mui/base/Switch';

const settings = [
  {
    key: 'orders',
    label: 'Order updates',
    description: 'Email me when an order ships or is delivered.',
    defaultChecked: true,
  },
  {
    key: 'news',
    label: 'Product news',
    description: 'One short email a month about new features.',
    defaultChecked: false,
  },
  {
    key: 'security',
    label: 'Security alerts',
    description: 'Always on: sign-ins from a new device.',
    defaultChecked: true,
    disabled: true,
  },
];

export default function QuickstartSwitch() {
  const id = React.useId();

  return (
    <ul className="m-0 w-full max-w-[420px] list-none p-0">
      {settings.map((setting) => (
        <li
          key={setting.key}
          className="m-0 flex items-center justify-between gap-4 border-b border-slate-200 py-3 last:border-b-0 dark:border-slate-700"
        >
          <div>
            <label
              htmlFor={`${id}-${setting.key}`}
              className="block text-sm font-semibold"
            >
              {setting.label}
            </label>
            <p
              id={`${id}-${setting.key}-description`}
              className="mt-0.5 mb-0 text-[13px]/[18px] text-slate-600 dark:text-slate-400"
            >
              {setting.description}
            </p>
          </div>
          <Switch
            defaultChecked={setting.defaultChecked}
            disabled={setting.disabled}
            className="group relative inline-block h-6 w-11 shrink-0 cursor-pointer [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-50"
            slotProps={{
              track: {
                className:
                  'absolute inset-0 rounded-full bg-slate-500 transition-colors group-[.base--checked]:bg-blue-600 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-600 dark:group-[.base--checked]:bg-blue-500 dark:group-[.base--focusVisible]:outline-blue-400',
              },
              thumb: {
                className:
                  'absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow-sm transition-[inset-inline-start] group-[.base--checked]:start-[22px]',
              },
              input: {
                id: `${id}-${setting.key}`,
                'aria-describedby': `${id}-${setting.key}-description`,
                className:
                  'absolute inset-0 z-10 m-0 size-full cursor-[inherit] opacity-0',
              },
            }}
          />
        </li>
      ))}
    </ul>
  );
}
