import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

const popularArticles = [
  'Add a team member',
  'Cancel a subscription',
  'Change your billing address',
  'Download past invoices',
  'Export your data',
  'Reset your password',
  'Set up two-factor authentication',
];

export default function AutocompleteFreeSolo() {
  const [search, setSearch] = React.useState<string | null>(null);
  const {
    id,
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    freeSolo: true,
    options: popularArticles,
    onChange: (_event, newValue) => setSearch(newValue),
  });
  const options = groupedOptions as string[];

  return (
    <div className="flex w-80 max-w-full flex-col gap-1.5">
      <label
        {...getInputLabelProps()}
        htmlFor={id}
        className="text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        Search the help center
      </label>
      <div
        {...getRootProps()}
        ref={setAnchorEl}
        className="flex items-center gap-2 rounded-full border border-slate-300 bg-white pl-3 text-slate-500 shadow-xs transition-colors focus-within:border-blue-600 focus-within:outline-2 focus-within:outline-blue-600/30 hover:border-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-400 dark:focus-within:border-blue-400 dark:focus-within:outline-blue-400/35 dark:hover:border-slate-500"
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 16 16"
          aria-hidden="true"
          className="shrink-0"
        >
          <circle
            cx="7"
            cy="7"
            r="4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path
            d="M10.5 10.5L14 14"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
        <input
          {...getInputProps()}
          placeholder="Type a question"
          className="min-w-0 grow border-0 bg-transparent py-[9px] pr-3.5 [font-family:inherit] text-sm text-slate-900 outline-0 placeholder:text-slate-500 dark:text-slate-100 dark:placeholder:text-slate-400"
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
          className="m-0 box-border w-80 max-w-[calc(100vw-32px)] list-none rounded-[10px] border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-[0_12px_32px_-8px_rgb(15_23_42/0.25)] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-[0_12px_32px_-8px_rgb(0_0_0/0.6)]"
        >
          {options.map((article, index) => {
            const { key, ...optionProps } = getOptionProps({
              option: article,
              index,
            });
            return (
              <li
                key={key}
                {...optionProps}
                className="m-0 cursor-pointer rounded-md px-2.5 py-2 [&.Mui-focused]:bg-slate-100 dark:[&.Mui-focused]:bg-slate-800 [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:-outline-offset-2 [&.Mui-focusVisible]:outline-blue-600 dark:[&.Mui-focusVisible]:outline-blue-400"
              >
                {article}
              </li>
            );
          })}
        </ul>
      </Popup>
      <p
        aria-live="polite"
        className="mt-1 mb-0 text-sm text-slate-600 dark:text-slate-400"
      >
        {search
          ? `Showing results for “${search}”.`
          : 'Pick a suggestion or press Enter.'}
      </p>
    </div>
  );
}
