import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

interface Status {
  value: string;
  label: string;
  color: string;
}

const statuses: Status[] = [
  { value: 'backlog', label: 'Backlog', color: '#94a3b8' },
  { value: 'todo', label: 'To do', color: '#64748b' },
  { value: 'in-progress', label: 'In progress', color: '#f59e0b' },
  { value: 'in-review', label: 'In review', color: '#8b5cf6' },
  { value: 'done', label: 'Done', color: '#16a34a' },
];

export default function UseSelect() {
  const id = React.useId();
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const {
    getButtonProps,
    getListboxProps,
    getHiddenInputProps,
    contextValue,
    value,
    open,
  } = useSelect<string, false>({
    buttonRef,
    defaultValue: 'in-progress',
    name: 'status',
  });
  const current = statuses.find((status) => status.value === value);

  return (
    <div className="flex flex-col items-start gap-1.5">
      <label
        htmlFor={id}
        id={`${id}-label`}
        className="text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        Status
      </label>
      <button
        type="button"
        id={id}
        {...getButtonProps()}
        className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-transparent bg-slate-100 px-3 py-1.5 [font-family:inherit] text-sm font-medium text-slate-900 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 aria-expanded:border-blue-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-blue-400 dark:aria-expanded:border-blue-400"
      >
        {current ? (
          <span
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: current.color }}
          />
        ) : null}
        {current ? current.label : 'No status'}
      </button>
      <Popup
        open={open}
        anchor={buttonRef.current}
        keepMounted
        disablePortal
        placement="bottom-start"
        strategy="fixed"
        offset={6}
        role="presentation"
        className="z-100"
      >
        <ul
          {...getListboxProps({ 'aria-labelledby': `${id}-label` })}
          className="m-0 box-border min-w-50 list-none rounded-[10px] border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-[0_12px_32px_-8px_rgb(15_23_42/0.25)] outline-0 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-[0_12px_32px_-8px_rgb(0_0_0/0.6)]"
        >
          <SelectProvider value={contextValue}>
            {statuses.map((status) => (
              <StatusOption key={status.value} status={status} />
            ))}
          </SelectProvider>
        </ul>
      </Popup>
      <input {...getHiddenInputProps()} />
    </div>
  );
}

function StatusOption({ status }: { status: Status }) {
  const { getRootProps, highlighted } = useOption({
    value: status.value,
    label: status.label,
    disabled: false,
  });

  return (
    <li
      {...getRootProps()}
      data-highlighted={highlighted || undefined}
      className="m-0 flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 outline-0 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 aria-selected:font-medium aria-selected:text-blue-800 hover:bg-slate-100 data-highlighted:bg-slate-100 dark:focus-visible:outline-blue-400 dark:aria-selected:text-blue-200 dark:hover:bg-slate-800 dark:data-highlighted:bg-slate-800"
    >
      <span
        className="size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: status.color }}
      />
      {status.label}
    </li>
  );
}
