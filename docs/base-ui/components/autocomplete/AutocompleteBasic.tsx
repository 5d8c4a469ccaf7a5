import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

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
    <Field>
      <Label {...getInputLabelProps()} htmlFor={id}>
        Flying to
      </Label>
      <InputRoot {...getRootProps()} ref={setAnchorEl}>
        <Input {...getInputProps()} placeholder="City or airport code" />
        <IndicatorButton
          {...getPopupIndicatorProps()}
          aria-label={popupOpen ? 'Hide airports' : 'Show airports'}
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
        </IndicatorButton>
      </InputRoot>
      <AirportPopup
        open={popupOpen}
        anchor={anchorEl}
        disablePortal
        placement="bottom-start"
        strategy="fixed"
        offset={6}
        role="presentation"
      >
        {options.length > 0 ? (
          <Listbox {...getListboxProps()}>
            {options.map((airport, index) => {
              const { key, ...optionProps } = getOptionProps({
                option: airport,
                index,
              });
              return (
                <li key={key} {...optionProps}>
                  <span>
                    {airport.city} <Code>{airport.code}</Code>
                  </span>
                  <AirportName>{airport.name}</AirportName>
                </li>
              );
            })}
          </Listbox>
        ) : (
          <NoResults>No airport matches “{inputValue}”.</NoResults>
        )}
      </AirportPopup>
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 288,
  maxWidth: '100%',
});

const Label = styled('label')(({ theme }) => [
  { fontSize: 14, lineHeight: '20px', fontWeight: 500, color: '#334155' },
  theme.applyStyles('dark', { color: '#cbd5e1' }),
]);

const InputRoot = styled('div')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    backgroundColor: '#fff',
    border: '1px solid #cbd5e1',
    borderRadius: 8,
    boxShadow: '0 1px 2px rgb(15 23 42 / 0.06)',
    transition: 'border-color 120ms',
    '&:hover': { borderColor: '#94a3b8' },
    '&:focus-within': {
      borderColor: '#2563eb',
      outline: '2px solid rgb(37 99 235 / 0.3)',
    },
  },
  theme.applyStyles('dark', {
    backgroundColor: '#0f172a',
    borderColor: '#475569',
    '&:hover': { borderColor: '#64748b' },
    '&:focus-within': {
      borderColor: '#60a5fa',
      outlineColor: 'rgb(96 165 250 / 0.35)',
    },
  }),
]);

const Input = styled('input')(({ theme }) => [
  {
    flexGrow: 1,
    minWidth: 0,
    padding: '9px 0 9px 12px',
    fontFamily: 'inherit',
    fontSize: 14,
    lineHeight: '20px',
    color: '#0f172a',
    background: 'none',
    border: 0,
    outline: 0,
    '&::placeholder': { color: '#64748b', opacity: 1 },
  },
  theme.applyStyles('dark', {
    color: '#f1f5f9',
    '&::placeholder': { color: '#94a3b8' },
  }),
]);

const IndicatorButton = styled('button')(({ theme }) => [
  {
    display: 'inline-flex',
    alignSelf: 'stretch',
    alignItems: 'center',
    padding: '0 10px',
    color: '#64748b',
    background: 'none',
    border: 0,
    borderRadius: '0 8px 8px 0',
    cursor: 'pointer',
  },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const AirportPopup = styled(Popup)({ zIndex: 100 });

const Listbox = styled('ul')(({ theme }) => [
  {
    boxSizing: 'border-box',
    width: 288,
    maxWidth: 'calc(100vw - 32px)',
    maxHeight: 264,
    margin: 0,
    padding: 4,
    overflow: 'auto',
    listStyle: 'none',
    fontSize: 14,
    lineHeight: '20px',
    color: '#0f172a',
    backgroundColor: '#fff',
    border: '1px solid #e2e8f0',
    borderRadius: 10,
    boxShadow: '0 12px 32px -8px rgb(15 23 42 / 0.25)',
    '& [role="option"]': {
      display: 'flex',
      flexDirection: 'column',
      margin: 0,
      padding: '8px 10px',
      borderRadius: 6,
      cursor: 'pointer',
    },
    '& .Mui-focused': { backgroundColor: '#f1f5f9' },
    '& [aria-selected="true"]': { color: '#1e40af', backgroundColor: '#eff6ff' },
    '& [aria-selected="true"].Mui-focused': { backgroundColor: '#dbeafe' },
    '& .Mui-focusVisible': { outline: '2px solid #2563eb', outlineOffset: -2 },
  },
  theme.applyStyles('dark', {
    color: '#f1f5f9',
    backgroundColor: '#0f172a',
    borderColor: '#334155',
    boxShadow: '0 12px 32px -8px rgb(0 0 0 / 0.6)',
    '& .Mui-focused': { backgroundColor: '#1e293b' },
    '& [aria-selected="true"]': {
      color: '#bfdbfe',
      backgroundColor: 'rgb(37 99 235 / 0.2)',
    },
    '& [aria-selected="true"].Mui-focused': {
      backgroundColor: 'rgb(37 99 235 / 0.3)',
    },
    '& .Mui-focusVisible': { outlineColor: '#60a5fa' },
  }),
]);

const Code = styled('span')({ fontWeight: 600 });

const AirportName = styled('span')(({ theme }) => [
  { fontSize: 13, color: '#475569' },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const NoResults = styled('div')(({ theme }) => [
  {
    boxSizing: 'border-box',
    width: 288,
    maxWidth: 'calc(100vw - 32px)',
    padding: '12px 14px',
    fontSize: 14,
    lineHeight: '20px',
    color: '#475569',
    backgroundColor: '#fff',
    border: '1px solid #e2e8f0',
    borderRadius: 10,
    boxShadow: '0 12px 32px -8px rgb(15 23 42 / 0.25)',
  },
  theme.applyStyles('dark', {
    color: '#94a3b8',
    backgroundColor: '#0f172a',
    borderColor: '#334155',
    boxShadow: '0 12px 32px -8px rgb(0 0 0 / 0.6)',
  }),
]);
