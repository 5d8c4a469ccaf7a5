import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import styles from './AutocompleteMultiple.module.css';

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
    <div className={styles.field}>
      <label {...getInputLabelProps()} htmlFor={id} className={styles.label}>
        Labels
      </label>
      <div {...getRootProps()} ref={setAnchorEl} className={styles.inputRoot}>
        {value.map((label, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <span key={key} {...tagProps} className={styles.tag}>
              <span
                className={styles.dot}
                style={{ backgroundColor: label.color }}
              />
              {label.name}
              <button
                type="button"
                tabIndex={-1}
                aria-label={`Remove ${label.name}`}
                onClick={onDelete}
                className={styles.remove}
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
          {options.map((label, index) => {
            const { key, ...optionProps } = getOptionProps({ option: label, index });
            return (
              <li key={key} {...optionProps} className={styles.option}>
                <span
                  className={styles.dot}
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
