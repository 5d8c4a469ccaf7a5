import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

interface IssueLabel {
  name: string;
  color: string;
}

const issueLabels: IssueLabel[] = [
  { name: 'accessibility', color: '#0d9488' },
  { name: 'bug', color: '#dc2626' },
  { name: 'dependencies', color: '#0891b2' },
  { name: 'design', color: '#9333ea' },
  { name: 'documentation', color: '#2563eb' },
  { name: 'good first issue', color: '#16a34a' },
  { name: 'needs review', color: '#64748b' },
  { name: 'performance', color: '#d97706' },
  { name: 'security', color: '#e11d48' },
];

export default function AutocompleteMultiple() {
  const {
    id,
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    anchorEl,
    setAnchorEl,
    value,
  } = useAutocomplete({
    multiple: true,
    options: issueLabels,
    defaultValue: [issueLabels[1], issueLabels[7]],
    getOptionLabel: (label) => label.name,
    filterSelectedOptions: true,
  });
  const options = groupedOptions as IssueLabel[];

  return (
    <div className="flex w-80 max-w-full flex-col gap-1.5">
      <label
        {...getInputLabelProps()}
        htmlFor={id}
        className="text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        Labels
      </label>
      <div
        {...getRootProps()}
        ref={setAnchorEl}
        className="box-border flex min-h-10 cursor-text flex-wrap items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 py-[5px] shadow-xs transition-colors focus-within:border-blue-600 focus-within:outline-2 focus-within:outline-blue-600/30 hover:border-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:focus-within:border-blue-400 dark:focus-within:outline-blue-400/35 dark:hover:border-slate-500"
      >
        {value.map((label, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <span
              key={key}
              {...tagProps}
              className="inline-flex items-center gap-1.5 rounded-md border border-slate-200 bg-slate-100 py-0.5 pr-0.5 pl-2 text-[13px] leading-5 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:focus-visible:outline-blue-400"
            >
              <span
                className="size-2 shrink-0 rounded-full"
                style={{ backgroundColor: label.color }}
              />
              {label.name}
              <button
                type="button"
                tabIndex={-1}
                aria-label={`Remove ${label.name}`}
                onClick={onDelete}
                className="inline-flex size-5 cursor-pointer items-center justify-center rounded border-0 bg-transparent p-0 text-slate-600 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-slate-100"
              >
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                  <path
                    d="M3 3l6 6M9 3l-6 6"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </span>
          );
        })}
        <input
          {...getInputProps()}
          placeholder={value.length === 0 ? 'Add labels' : undefined}
          className="min-w-20 grow border-0 bg-transparent p-1 [font-family:inherit] text-sm text-slate-900 outline-0 placeholder:text-slate-500 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <Popup
        open={popupOpen && options.length > 0}
        anchor={anchorEl}
        disablePortal
        placement="bottom-start"
        strategy="fixed"
        offset={6}
        role="presentation"
        className="z-100"
      >
        <ul
          {...getListboxProps()}
          className="m-0 box-border max-h-62 w-80 max-w-[calc(100vw-32px)] list-none overflow-auto rounded-[10px] border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-[0_12px_32px_-8px_rgb(15_23_42/0.25)] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-[0_12px_32px_-8px_rgb(0_0_0/0.6)]"
        >
          {options.map((label, index) => {
            const { key, ...optionProps } = getOptionProps({ option: label, index });
            return (
              <li
                key={key}
                {...optionProps}
                className="m-0 flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 [&.Mui-focused]:bg-slate-100 dark:[&.Mui-focused]:bg-slate-800 [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:-outline-offset-2 [&.Mui-focusVisible]:outline-blue-600 dark:[&.Mui-focusVisible]:outline-blue-400"
              >
                <span
                  className="size-2 shrink-0 rounded-full"
                  style={{ backgroundColor: label.color }}
                />
                {label.name}
              </li>
            );
          })}
        </ul>
      </Popup>
    </div>
  );
}
