import * as React from 'react';
import {
  useAutocomplete,
  AutocompleteGroupedOption,
} from '@mui/base/useAutocomplete';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import styles from './AutocompleteGrouped.module.css';

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
    <div className={styles.field}>
      <label {...getInputLabelProps()} htmlFor={id} className={styles.label}>
        Heading font
      </label>
      <div {...getRootProps()} ref={setAnchorEl} className={styles.inputRoot}>
        <input
          {...getInputProps()}
          placeholder="Search fonts"
          className={styles.input}
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
        className={styles.popup}
      >
        <ul {...getListboxProps()} className={styles.listbox}>
          {groups.map((group) => (
            <li key={group.key} role="none">
              <div
                id={`${id}-group-${group.key}`}
                aria-hidden="true"
                className={styles.groupLabel}
              >
                {group.group}
              </div>
              <ul
                role="group"
                aria-labelledby={`${id}-group-${group.key}`}
                className={styles.groupList}
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
                      className={styles.option}
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
      <p style={{ fontFamily: value?.stack }} className={styles.preview}>
        Sphinx of black quartz, judge my vow.
      </p>
    </div>
  );
}
