import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import styles from './AutocompleteBasic.module.css';

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
    <div className={styles.field}>
      <label {...getInputLabelProps()} htmlFor={id} className={styles.label}>
        Flying to
      </label>
      <div {...getRootProps()} ref={setAnchorEl} className={styles.inputRoot}>
        <input
          {...getInputProps()}
          placeholder="City or airport code"
          className={styles.input}
        />
        <button
          {...getPopupIndicatorProps()}
          aria-label={popupOpen ? 'Hide airports' : 'Show airports'}
          className={styles.indicator}
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
        className={styles.popup}
      >
        {options.length > 0 ? (
          <ul {...getListboxProps()} className={styles.listbox}>
            {options.map((airport, index) => {
              const { key, ...optionProps } = getOptionProps({
                option: airport,
                index,
              });
              return (
                <li key={key} {...optionProps} className={styles.option}>
                  <span>
                    {airport.city}{' '}
                    <span className={styles.code}>{airport.code}</span>
                  </span>
                  <span className={styles.airportName}>{airport.name}</span>
                </li>
              );
            })}
          </ul>
        ) : (
          <div className={styles.noResults}>No airport matches “{inputValue}”.</div>
        )}
      </Popup>
    </div>
  );
}
