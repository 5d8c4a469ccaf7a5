import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

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
    <Field>
      <Label {...getInputLabelProps()} htmlFor={id}>
        Labels
      </Label>
      <InputRoot {...getRootProps()} ref={setAnchorEl}>
        {value.map((label, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <Tag key={key} {...tagProps}>
              <Dot style={{ backgroundColor: label.color }} />
              {label.name}
              <RemoveButton
                type="button"
                tabIndex={-1}
                aria-label={`Remove ${label.name}`}
                onClick={onDelete}
              >
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                  <path
                    d="M3 3l6 6M9 3l-6 6"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinecap="round"
                  />
                </svg>
              </RemoveButton>
            </Tag>
          );
        })}
        <Input
          {...getInputProps()}
          placeholder={value.length === 0 ? 'Add labels' : undefined}
        />
      </InputRoot>
      <LabelPopup
        open={popupOpen && options.length > 0}
        anchor={anchorEl}
        disablePortal
        placement="bottom-start"
        strategy="fixed"
        offset={6}
        role="presentation"
      >
        <Listbox {...getListboxProps()}>
          {options.map((label, index) => {
            const { key, ...optionProps } = getOptionProps({ option: label, index });
            return (
              <li key={key} {...optionProps}>
                <Dot style={{ backgroundColor: label.color }} />
                {label.name}
              </li>
            );
          })}
        </Listbox>
      </LabelPopup>
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
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 6,
    minHeight: 40,
    boxSizing: 'border-box',
    padding: '5px 8px',
    backgroundColor: '#fff',
    border: '1px solid #cbd5e1',
    borderRadius: 8,
    boxShadow: '0 1px 2px rgb(15 23 42 / 0.06)',
    cursor: 'text',
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

const Tag = styled('span')(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    padding: '2px 2px 2px 8px',
    fontSize: 13,
    lineHeight: '20px',
    color: '#0f172a',
    backgroundColor: '#f1f5f9',
    border: '1px solid #e2e8f0',
    borderRadius: 6,
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 1 },
  },
  theme.applyStyles('dark', {
    color: '#f1f5f9',
    backgroundColor: '#1e293b',
    borderColor: '#334155',
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
]);

const Dot = styled('span')({
  flexShrink: 0,
  width: 8,
  height: 8,
  borderRadius: '50%',
});

const RemoveButton = styled('button')(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 20,
    height: 20,
    padding: 0,
    color: '#475569',
    background: 'none',
    border: 0,
    borderRadius: 4,
    cursor: 'pointer',
    '&:hover': { color: '#0f172a', backgroundColor: '#e2e8f0' },
  },
  theme.applyStyles('dark', {
    color: '#94a3b8',
    '&:hover': { color: '#f1f5f9', backgroundColor: '#334155' },
  }),
]);

const Input = styled('input')(({ theme }) => [
  {
    flexGrow: 1,
    minWidth: 80,
    padding: '4px 4px',
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

const LabelPopup = styled(Popup)({ zIndex: 100 });

const Listbox = styled('ul')(({ theme }) => [
  {
    boxSizing: 'border-box',
    width: 320,
    maxWidth: 'calc(100vw - 32px)',
    maxHeight: 248,
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
      alignItems: 'center',
      gap: 10,
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
