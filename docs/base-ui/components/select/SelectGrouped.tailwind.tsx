import * as React from 'react';
import { Select, SelectRootSlotProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';

export default function SelectGrouped() {
  const id = React.useId();

  return (
    <div className="flex w-72 max-w-full flex-col gap-1.5">
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        Time zone
      </label>
      <Select
        id={id}
        defaultValue="Europe/Paris"
        slots={{ root: SelectButton }}
        slotProps={{
          root: {
            className:
              'group flex min-h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left [font-family:inherit] text-sm text-slate-900 shadow-xs transition-colors hover:border-slate-400 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-slate-500 dark:hover:bg-slate-800 [&.base--expanded]:border-blue-600 dark:[&.base--expanded]:border-blue-400 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400',
          },
          listbox: {
            'aria-labelledby': `${id}-label`,
            className:
              'm-0 box-border max-h-75 w-72 max-w-[calc(100vw-32px)] list-none overflow-auto rounded-[10px] border border-slate-200 bg-white px-1 pb-1 text-sm text-slate-900 shadow-[0_12px_32px_-8px_rgb(15_23_42/0.25)] outline-0 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-[0_12px_32px_-8px_rgb(0_0_0/0.6)]',
          },
          popup: {
            className: 'z-100',
            disablePortal: true,
            strategy: 'fixed',
            offset: 6,
          },
        }}
      >
        <Group label="Europe">
          <TimeZoneOption value="Europe/Lisbon">Lisbon</TimeZoneOption>
          <TimeZoneOption value="Europe/London">London</TimeZoneOption>
          <TimeZoneOption value="Europe/Paris">Paris</TimeZoneOption>
          <TimeZoneOption value="Europe/Berlin">Berlin</TimeZoneOption>
          <TimeZoneOption value="Europe/Athens">Athens</TimeZoneOption>
        </Group>
        <Group label="Americas">
          <TimeZoneOption value="America/Toronto">Toronto</TimeZoneOption>
          <TimeZoneOption value="America/New_York">New York</TimeZoneOption>
          <TimeZoneOption value="America/Chicago">Chicago</TimeZoneOption>
          <TimeZoneOption value="America/Los_Angeles">Los Angeles</TimeZoneOption>
          <TimeZoneOption value="America/Sao_Paulo">São Paulo</TimeZoneOption>
        </Group>
        <Group label="Asia and Pacific">
          <TimeZoneOption value="Asia/Kolkata">Mumbai</TimeZoneOption>
          <TimeZoneOption value="Asia/Singapore">Singapore</TimeZoneOption>
          <TimeZoneOption value="Asia/Tokyo">Tokyo</TimeZoneOption>
          <TimeZoneOption value="Australia/Sydney">Sydney</TimeZoneOption>
        </Group>
      </Select>
    </div>
  );
}

function Group(props: { label: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <OptionGroup
      role="none"
      label={props.label}
      className="m-0"
      slotProps={{
        label: {
          id,
          'aria-hidden': true,
          className:
            'block px-2.5 pt-2.5 pb-1.5 text-xs font-semibold tracking-[0.04em] text-slate-600 uppercase dark:text-slate-400',
        },
        list: {
          role: 'group',
          'aria-labelledby': id,
          className: 'm-0 list-none p-0',
        },
      }}
    >
      {props.children}
    </OptionGroup>
  );
}

function TimeZoneOption(props: { value: string; children: React.ReactNode }) {
  return (
    <Option
      {...props}
      className="m-0 cursor-pointer rounded-md px-2.5 py-2 outline-0 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 hover:bg-slate-100 dark:hover:bg-slate-800 [&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-800 [&.base--selected]:bg-blue-50 [&.base--selected]:font-medium [&.base--selected]:text-blue-800 dark:[&.base--selected]:bg-blue-600/20 dark:[&.base--selected]:text-blue-200 [&.base--selected]:hover:bg-blue-100 dark:[&.base--selected]:hover:bg-blue-600/30 [&.base--selected.base-Option-highlighted]:bg-blue-100 dark:[&.base--selected.base-Option-highlighted]:bg-blue-600/30"
    />
  );
}

const SelectButton = React.forwardRef(function SelectButton(
  props: SelectRootSlotProps<string, false>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState: _ownerState, children, ...other } = props;
  return (
    <button type="button" {...other} ref={ref}>
      <span>{children}</span>
      <svg
        width="16"
        height="16"
        viewBox="0 0 16 16"
        aria-hidden="true"
        className="shrink-0 text-slate-500 transition-transform group-[.base--expanded]:rotate-180 dark:text-slate-400"
      >
        <path
          d="M4 6l4 4 4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
});
