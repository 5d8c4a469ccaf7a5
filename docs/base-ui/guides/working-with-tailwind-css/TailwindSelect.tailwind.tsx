import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const timeZones = [
  { value: 'America/Los_Angeles', label: 'Pacific Time (UTC−8)' },
  { value: 'America/New_York', label: 'Eastern Time (UTC−5)' },
  { value: 'Europe/London', label: 'Greenwich Mean Time (UTC+0)' },
  { value: 'Europe/Berlin', label: 'Central European Time (UTC+1)' },
  { value: 'Asia/Kolkata', label: 'India Standard Time (UTC+5:30)' },
  { value: 'Asia/Tokyo', label: 'Japan Standard Time (UTC+9)' },
];

export default function TailwindSelect() {
  const id = React.useId();
  const [zone, setZone] = React.useState<string | null>('Europe/Berlin');
  // Looked up from state, so that the server renders the label too: options
  // register with the Select only once they mount in the browser.
  const selected = timeZones.find((item) => item.value === zone);

  return (
    <div className="flex w-full max-w-[320px] flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm/5 font-semibold">
        Time zone
      </span>
      <Select
        value={zone}
        onChange={(_event, value) => setZone(value)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        renderValue={() => (
          <>
            <span>{selected?.label ?? 'Choose a time zone'}</span>
            <svg
              viewBox="0 0 24 24"
              width="18"
              height="18"
              aria-hidden
              className="shrink-0 transition-transform group-[.base--expanded]:rotate-180"
            >
              <path
                d="M7 10l5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
          </>
        )}
        slotProps={{
          root: {
            className:
              'group flex w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-500 bg-white px-3 py-2 text-start font-[inherit] text-sm/5 text-slate-900 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 [&.base--expanded]:border-blue-600 dark:[&.base--expanded]:border-blue-400 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400',
          },
          // This site scopes each demo's Tailwind CSS to the demo, so the listbox stays
          // inside it. With Tailwind CSS loaded globally, the default portal works too.
          popup: { disablePortal: true, strategy: 'fixed', className: 'z-[1000]' },
          listbox: {
            className:
              'm-0 mt-1 box-border max-h-64 w-[320px] max-w-[calc(100vw-32px)] list-none overflow-auto rounded-lg border border-slate-300 bg-white p-1 shadow-lg outline-0 dark:border-slate-700 dark:bg-slate-900',
          },
        }}
      >
        {timeZones.map((zone) => (
          <Option
            key={zone.value}
            value={zone.value}
            className="m-0 cursor-pointer rounded-md px-2.5 py-2 text-sm/5 text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-100 dark:focus-visible:outline-blue-400 [&.base--selected]:font-semibold [&.base--selected]:text-blue-700 dark:[&.base--selected]:text-blue-300 [&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-800"
          >
            {zone.label}
          </Option>
        ))}
      </Select>
      <p
        id={`${id}-hint`}
        className="m-0 text-[13px]/[18px] text-slate-600 dark:text-slate-400"
      >
        Used for reminders and the times in calendar invites.
      </p>
    </div>
  );
}
