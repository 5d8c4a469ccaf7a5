import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

interface Airport {
  code: string;
  city: string;
  name: string;
}

const airports: Airport[] = [
  { code: 'AMS', city: 'Amsterdam', name: 'Schiphol' },
  { code: 'BCN', city: 'Barcelona', name: 'El Prat' },
  { code: 'BER', city: 'Berlin', name: 'Brandenburg' },
  { code: 'CPH', city: 'Copenhagen', name: 'Kastrup' },
  { code: 'DUB', city: 'Dublin', name: 'Dublin Airport' },
  { code: 'LIS', city: 'Lisbon', name: 'Humberto Delgado' },
  { code: 'LGW', city: 'London', name: 'Gatwick' },
  { code: 'LHR', city: 'London', name: 'Heathrow' },
  { code: 'MAD', city: 'Madrid', name: 'Barajas' },
  { code: 'MUC', city: 'Munich', name: 'Franz Josef Strauss' },
  { code: 'CDG', city: 'Paris', name: 'Charles de Gaulle' },
  { code: 'ORY', city: 'Paris', name: 'Orly' },
  { code: 'PRG', city: 'Prague', name: 'Václav Havel' },
  { code: 'FCO', city: 'Rome', name: 'Fiumicino' },
  { code: 'VIE', city: 'Vienna', name: 'Vienna International' },
  { code: 'ZRH', city: 'Zürich', name: 'Zürich Airport' },
];

export default function AutocompleteBasic() {
  const {
    id,
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getPopupIndicatorProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    anchorEl,
    setAnchorEl,
    inputValue,
  } = useAutocomplete({
    options: airports,
    getOptionLabel: (airport) => `${airport.city} (${airport.code})`,
  });
  const options = groupedOptions as Airport[];

  return (
    <div className="flex w-72 max-w-full flex-col gap-1.5">
      <label
        {...getInputLabelProps()}
        htmlFor={id}
        className="text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        Flying to
      </label>
      <div
        {...getRootProps()}
        ref={setAnchorEl}
        className="flex items-center rounded-lg border border-slate-300 bg-white shadow-xs transition-colors focus-within:border-blue-600 focus-within:outline-2 focus-within:outline-blue-600/30 hover:border-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:focus-within:border-blue-400 dark:focus-within:outline-blue-400/35 dark:hover:border-slate-500"
      >
        <input
          {...getInputProps()}
          placeholder="City or airport code"
          className="min-w-0 grow border-0 bg-transparent py-[9px] pl-3 [font-family:inherit] text-sm text-slate-900 outline-0 placeholder:text-slate-500 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <button
          {...getPopupIndicatorProps()}
          aria-label={popupOpen ? 'Hide airports' : 'Show airports'}
          className="inline-flex cursor-pointer items-center self-stretch rounded-r-lg border-0 bg-transparent px-2.5 text-slate-500 dark:text-slate-400"
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
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
      </div>
      <Popup
        open={popupOpen}
        anchor={anchorEl}
        disablePortal
        placement="bottom-start"
        strategy="fixed"
        offset={6}
        role="presentation"
        className="z-100"
      >
        {options.length > 0 ? (
          <ul
            {...getListboxProps()}
            className="m-0 box-border max-h-66 w-72 max-w-[calc(100vw-32px)] list-none overflow-auto rounded-[10px] border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-[0_12px_32px_-8px_rgb(15_23_42/0.25)] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-[0_12px_32px_-8px_rgb(0_0_0/0.6)]"
          >
            {options.map((airport, index) => {
              const { key, ...optionProps } = getOptionProps({
                option: airport,
                index,
              });
              return (
                <li
                  key={key}
                  {...optionProps}
                  className="m-0 flex cursor-pointer flex-col rounded-md px-2.5 py-2 aria-selected:bg-blue-50 aria-selected:text-blue-800 dark:aria-selected:bg-blue-600/20 dark:aria-selected:text-blue-200 [&.Mui-focused]:bg-slate-100 dark:[&.Mui-focused]:bg-slate-800 [&.Mui-focused]:aria-selected:bg-blue-100 dark:[&.Mui-focused]:aria-selected:bg-blue-600/30 [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:-outline-offset-2 [&.Mui-focusVisible]:outline-blue-600 dark:[&.Mui-focusVisible]:outline-blue-400"
                >
                  <span>
                    {airport.city}{' '}
                    <span className="font-semibold">{airport.code}</span>
                  </span>
                  <span className="text-[13px] leading-5 text-slate-600 dark:text-slate-400">
                    {airport.name}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="box-border w-72 max-w-[calc(100vw-32px)] rounded-[10px] border border-slate-200 bg-white px-3.5 py-3 text-sm text-slate-600 shadow-[0_12px_32px_-8px_rgb(15_23_42/0.25)] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400 dark:shadow-[0_12px_32px_-8px_rgb(0_0_0/0.6)]">
            No airport matches “{inputValue}”.
          </div>
        )}
      </Popup>
    </div>
  );
}
