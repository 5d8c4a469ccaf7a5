import * as React from 'react';
import { Select, SelectRootSlotProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';

const topics = [
  { value: 'comments', label: 'Comments on my posts' },
  { value: 'mentions', label: 'Mentions' },
  { value: 'followers', label: 'New followers' },
  { value: 'digest', label: 'Weekly digest' },
  { value: 'product', label: 'Product updates' },
];

function renderTopics(selected: SelectOption<string>[]) {
  if (selected.length === 0) {
    return null;
  }
  if (selected.length === 1) {
    return selected[0].label;
  }
  return `${selected.length} topics`;
}

export default function SelectMultiple() {
  const id = React.useId();

  return (
    <div className="flex w-72 max-w-full flex-col gap-1.5">
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        Email me about
      </label>
      <Select
        id={id}
        multiple
        defaultValue={['mentions', 'digest']}
        renderValue={renderTopics}
        placeholder={
          <span className="text-slate-500 dark:text-slate-400">
            Nothing, keep my inbox quiet
          </span>
        }
        slots={{ root: SelectButton }}
        slotProps={{
          root: {
            className:
              'group flex min-h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left [font-family:inherit] text-sm text-slate-900 shadow-xs transition-colors hover:border-slate-400 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-slate-500 dark:hover:bg-slate-800 [&.base--expanded]:border-blue-600 dark:[&.base--expanded]:border-blue-400 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400',
          },
          listbox: {
            'aria-labelledby': `${id}-label`,
            className:
              'm-0 box-border flex max-h-70 w-72 max-w-[calc(100vw-32px)] list-none flex-col gap-0.5 overflow-auto rounded-[10px] border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-[0_12px_32px_-8px_rgb(15_23_42/0.25)] outline-0 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-[0_12px_32px_-8px_rgb(0_0_0/0.6)]',
          },
          popup: {
            className: 'z-100',
            disablePortal: true,
            strategy: 'fixed',
            offset: 6,
          },
        }}
      >
        {topics.map((topic) => (
          <Option
            key={topic.value}
            value={topic.value}
            label={topic.label}
            className="group/option m-0 flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 outline-0 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 hover:bg-slate-100 dark:hover:bg-slate-800 [&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-800"
          >
            <span
              aria-hidden="true"
              className="box-border inline-flex size-4 shrink-0 items-center justify-center rounded border border-slate-400 text-white group-[.base--selected]/option:border-blue-600 group-[.base--selected]/option:bg-blue-600 dark:border-slate-500 dark:text-slate-900 dark:group-[.base--selected]/option:border-blue-400 dark:group-[.base--selected]/option:bg-blue-400"
            >
              <svg
                width="12"
                height="12"
                viewBox="0 0 12 12"
                className="invisible group-[.base--selected]/option:visible"
              >
                <path
                  d="M2.5 6.5l2.25 2.25L9.5 3.75"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            {topic.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}

const SelectButton = React.forwardRef(function SelectButton(
  props: SelectRootSlotProps<string, true>,
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
