import * as React from 'react';
import {
  useAutocomplete,
  AutocompleteGroupedOption,
} from '@mui/base/useAutocomplete';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

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
    <Field>
      <Label {...getInputLabelProps()} htmlFor={id}>
        Heading font
      </Label>
      <InputRoot {...getRootProps()} ref={setAnchorEl}>
        <Input {...getInputProps()} placeholder="Search fonts" />
      </InputRoot>
      <FontPopup
        open={popupOpen && groups.length > 0}
        anchor={anchorEl}
        disablePortal
        placement="bottom-start"
        strategy="fixed"
        offset={6}
        role="presentation"
      >
        <Listbox {...getListboxProps()}>
          {groups.map((group) => (
            <li key={group.key} role="none">
              <GroupLabel id={`${id}-group-${group.key}`} aria-hidden="true">
                {group.group}
              </GroupLabel>
              <GroupList role="group" aria-labelledby={`${id}-group-${group.key}`}>
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
                    >
                      {font.name}
                    </li>
                  );
                })}
              </GroupList>
            </li>
          ))}
        </Listbox>
      </FontPopup>
      <Preview style={{ fontFamily: value?.stack }}>
        Sphinx of black quartz, judge my vow.
      </Preview>
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
    padding: '9px 12px',
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

const FontPopup = styled(Popup)({ zIndex: 100 });

const Listbox = styled('ul')(({ theme }) => [
  {
    boxSizing: 'border-box',
    width: 288,
    maxWidth: 'calc(100vw - 32px)',
    maxHeight: 300,
    margin: 0,
    padding: '0 4px 4px',
    overflow: 'auto',
    listStyle: 'none',
    fontSize: 15,
    lineHeight: '20px',
    color: '#0f172a',
    backgroundColor: '#fff',
    border: '1px solid #e2e8f0',
    borderRadius: 10,
    boxShadow: '0 12px 32px -8px rgb(15 23 42 / 0.25)',
    '& [role="none"], & [role="option"]': { margin: 0 },
    '& [role="option"]': { padding: '8px 10px', borderRadius: 6, cursor: 'pointer' },
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

const GroupLabel = styled('div')(({ theme }) => [
  {
    padding: '10px 10px 6px',
    fontSize: 12,
    lineHeight: '16px',
    fontWeight: 600,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: '#475569',
  },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const GroupList = styled('ul')({ margin: 0, padding: 0, listStyle: 'none' });

const Preview = styled('p')(({ theme }) => [
  { margin: '10px 0 0', fontSize: 20, lineHeight: '28px', color: '#0f172a' },
  theme.applyStyles('dark', { color: '#f1f5f9' }),
]);
