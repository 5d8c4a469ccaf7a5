import * as React from 'react';
import {
  useAutocomplete,
  AutocompleteGroupedOption,
} from '@mui/base/useAutocomplete';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';

interface Font {
  name: string;
  category: string;
  stack: string;
}

const fonts: Font[] = [
  { name: 'Inter', category: 'Sans serif', stack: 'Inter, system-ui, sans-serif' },
  { name: 'Roboto', category: 'Sans serif', stack: 'Roboto, Arial, sans-serif' },
  {
    name: 'Source Sans 3',
    category: 'Sans serif',
    stack: '"Source Sans 3", sans-serif',
  },
  { name: 'Work Sans', category: 'Sans serif', stack: '"Work Sans", sans-serif' },
  { name: 'Lora', category: 'Serif', stack: 'Lora, Georgia, serif' },
  { name: 'Merriweather', category: 'Serif', stack: 'Merriweather, Georgia, serif' },
  {
    name: 'Playfair Display',
    category: 'Serif',
    stack: '"Playfair Display", serif',
  },
  { name: 'Source Serif 4', category: 'Serif', stack: '"Source Serif 4", serif' },
  { name: 'Fira Code', category: 'Monospace', stack: '"Fira Code", monospace' },
  {
    name: 'IBM Plex Mono',
    category: 'Monospace',
    stack: '"IBM Plex Mono", monospace',
  },
  {
    name: 'JetBrains Mono',
    category: 'Monospace',
    stack: '"JetBrains Mono", monospace',
  },
];

export default function AutocompleteGrouped() {
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
    value,
  } = useAutocomplete({
    options: fonts,
    groupBy: (font) => font.category,
    getOptionLabel: (font) => font.name,
    autoHighlight: true,
  });
  const groups = groupedOptions as AutocompleteGroupedOption<Font>[];

  return (
    <div className="flex w-72 max-w-full flex-col gap-1.5">
      <label
        {...getInputLabelProps()}
        htmlFor={id}
        className="text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        Heading font
      </label>
      <div
        {...getRootProps()}
        ref={setAnchorEl}
        className="flex rounded-lg border border-slate-300 bg-white shadow-xs transition-colors focus-within:border-blue-600 focus-within:outline-2 focus-within:outline-blue-600/30 hover:border-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:focus-within:border-blue-400 dark:focus-within:outline-blue-400/35 dark:hover:border-slate-500"
      >
        <input
          {...getInputProps()}
          placeholder="Search fonts"
          className="min-w-0 grow border-0 bg-transparent px-3 py-[9px] [font-family:inherit] text-sm text-slate-900 outline-0 placeholder:text-slate-500 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
      </div>
      <Popup
        open={popupOpen && groups.length > 0}
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
          className="m-0 box-border max-h-75 w-72 max-w-[calc(100vw-32px)] list-none overflow-auto rounded-[10px] border border-slate-200 bg-white px-1 pb-1 text-[15px] leading-5 text-slate-900 shadow-[0_12px_32px_-8px_rgb(15_23_42/0.25)] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-[0_12px_32px_-8px_rgb(0_0_0/0.6)]"
        >
          {groups.map((group) => (
            <li key={group.key} role="none" className="m-0">
              <div
                id={`${id}-group-${group.key}`}
                aria-hidden="true"
                className="px-2.5 pt-2.5 pb-1.5 text-xs font-semibold tracking-[0.04em] text-slate-600 uppercase dark:text-slate-400"
              >
                {group.group}
              </div>
              <ul
                role="group"
                aria-labelledby={`${id}-group-${group.key}`}
                className="m-0 list-none p-0"
              >
                {group.options.map((font, offset) => {
                  const { key, ...optionProps } = getOptionProps({
                    option: font,
                    index: group.index + offset,
                  });
                  return (
                    <li
                      key={key}
                      {...optionProps}
                      style={{ fontFamily: font.stack }}
                      className="m-0 cursor-pointer rounded-md px-2.5 py-2 aria-selected:bg-blue-50 aria-selected:text-blue-800 dark:aria-selected:bg-blue-600/20 dark:aria-selected:text-blue-200 [&.Mui-focused]:bg-slate-100 dark:[&.Mui-focused]:bg-slate-800 [&.Mui-focused]:aria-selected:bg-blue-100 dark:[&.Mui-focused]:aria-selected:bg-blue-600/30 [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:-outline-offset-2 [&.Mui-focusVisible]:outline-blue-600 dark:[&.Mui-focusVisible]:outline-blue-400"
                    >
                      {font.name}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </Popup>
      <p
        style={{ fontFamily: value?.stack }}
        className="mt-2.5 mb-0 text-xl leading-7 text-slate-900 dark:text-slate-100"
      >
        Sphinx of black quartz, judge my vow.
      </p>
    </div>
  );
}
