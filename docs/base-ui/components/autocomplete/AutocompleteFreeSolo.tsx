import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

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
    <Field>
      <Label {...getInputLabelProps()} htmlFor={id}>
        Search the help center
      </Label>
      <InputRoot {...getRootProps()} ref={setAnchorEl}>
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
        <Input {...getInputProps()} placeholder="Type a question" />
      </InputRoot>
      <SuggestionPopup
        open={popupOpen && options.length > 0}
        anchor={anchorEl}
        disablePortal
        placement="bottom-start"
        strategy="fixed"
        offset={6}
        role="presentation"
      >
        <Listbox {...getListboxProps()}>
          {options.map((article, index) => {
            const { key, ...optionProps } = getOptionProps({
              option: article,
              index,
            });
            return (
              <li key={key} {...optionProps}>
                {article}
              </li>
            );
          })}
        </Listbox>
      </SuggestionPopup>
      <Result aria-live="polite">
        {search
          ? `Showing results for “${search}”.`
          : 'Pick a suggestion or press Enter.'}
      </Result>
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: 320,
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
    gap: 8,
    paddingLeft: 12,
    color: '#64748b',
    backgroundColor: '#fff',
    border: '1px solid #cbd5e1',
    borderRadius: 999,
    boxShadow: '0 1px 2px rgb(15 23 42 / 0.06)',
    transition: 'border-color 120ms',
    '& svg': { flexShrink: 0 },
    '&:hover': { borderColor: '#94a3b8' },
    '&:focus-within': {
      borderColor: '#2563eb',
      outline: '2px solid rgb(37 99 235 / 0.3)',
    },
  },
  theme.applyStyles('dark', {
    color: '#94a3b8',
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
    padding: '9px 14px 9px 0',
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

const SuggestionPopup = styled(Popup)({ zIndex: 100 });

const Listbox = styled('ul')(({ theme }) => [
  {
    boxSizing: 'border-box',
    width: 320,
    maxWidth: 'calc(100vw - 32px)',
    margin: 0,
    padding: 4,
    listStyle: 'none',
    fontSize: 14,
    lineHeight: '20px',
    color: '#0f172a',
    backgroundColor: '#fff',
    border: '1px solid #e2e8f0',
    borderRadius: 10,
    boxShadow: '0 12px 32px -8px rgb(15 23 42 / 0.25)',
    '& [role="option"]': {
      margin: 0,
      padding: '8px 10px',
      borderRadius: 6,
      cursor: 'pointer',
    },
    '& .Mui-focused': { backgroundColor: '#f1f5f9' },
    '& .Mui-focusVisible': { outline: '2px solid #2563eb', outlineOffset: -2 },
  },
  theme.applyStyles('dark', {
    color: '#f1f5f9',
    backgroundColor: '#0f172a',
    borderColor: '#334155',
    boxShadow: '0 12px 32px -8px rgb(0 0 0 / 0.6)',
    '& .Mui-focused': { backgroundColor: '#1e293b' },
    '& .Mui-focusVisible': { outlineColor: '#60a5fa' },
  }),
]);

const Result = styled('p')(({ theme }) => [
  { margin: '4px 0 0', fontSize: 14, lineHeight: '20px', color: '#475569' },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);
