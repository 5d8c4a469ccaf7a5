import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import styles from './AutocompleteFreeSolo.module.css';

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
    <div className={styles.field}>
      <label {...getInputLabelProps()} htmlFor={id} className={styles.label}>
        Search the help center
      </label>
      <div {...getRootProps()} ref={setAnchorEl} className={styles.inputRoot}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
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
          className={styles.input}
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
        className={styles.popup}
      >
        <ul {...getListboxProps()} className={styles.listbox}>
          {options.map((article, index) => {
            const { key, ...optionProps } = getOptionProps({
              option: article,
              index,
            });
            return (
              <li key={key} {...optionProps} className={styles.option}>
                {article}
              </li>
            );
          })}
        </ul>
      </Popup>
      <p aria-live="polite" className={styles.result}>
        {search
          ? `Showing results for “${search}”.`
          : 'Pick a suggestion or press Enter.'}
      </p>
    </div>
  );
}
