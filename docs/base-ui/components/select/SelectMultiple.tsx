import * as React from 'react';
import { Select, selectClasses, SelectRootSlotProps } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';
import { styled } from '@mui/system';

const topics = [
  { value: 'comments', label: 'Comments on my posts' },
  { value: 'mentions', label: 'Mentions' },
  { value: 'followers', label: 'New followers' },
  { value: 'digest', label: 'Weekly digest' },
  { value: 'product', label: 'Product updates' },
];

function renderTopics(selected: SelectOption<string>[]) {
  if (selected.length === 0) {
    return null;
  }
  if (selected.length === 1) {
    return selected[0].label;
  }
  return `${selected.length} topics`;
}

export default function SelectMultiple() {
  const id = React.useId();

  return (
    <Field>
      <Label id={`${id}-label`} htmlFor={id}>
        Email me about
      </Label>
      <Select
        id={id}
        multiple
        defaultValue={['mentions', 'digest']}
        renderValue={renderTopics}
        placeholder={<Placeholder>Nothing, keep my inbox quiet</Placeholder>}
        slots={{ root: SelectButton, listbox: Listbox, popup: Popup }}
        slotProps={{
          listbox: { 'aria-labelledby': `${id}-label` },
          popup: { disablePortal: true, strategy: 'fixed', offset: 6 },
        }}
      >
        {topics.map((topic) => (
          <Option key={topic.value} value={topic.value} label={topic.label}>
            <Checkbox aria-hidden="true">
              <svg width="12" height="12" viewBox="0 0 12 12">
                <path
                  d="M2.5 6.5l2.25 2.25L9.5 3.75"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </Checkbox>
            {topic.label}
          </Option>
        ))}
      </Select>
    </Field>
  );
}

const SelectButton = React.forwardRef(function SelectButton(
  props: SelectRootSlotProps<string, true>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState: _ownerState, children, ...other } = props;
  return (
    <Trigger type="button" {...other} ref={ref}>
      <span>{children}</span>
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
    </Trigger>
  );
});

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

const Placeholder = styled('span')(({ theme }) => [
  { color: '#64748b' },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const Trigger = styled('button')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 8,
    width: '100%',
    minHeight: 40,
    padding: '8px 12px',
    fontFamily: 'inherit',
    fontSize: 14,
    lineHeight: '20px',
    textAlign: 'left',
    color: '#0f172a',
    backgroundColor: '#fff',
    border: '1px solid #cbd5e1',
    borderRadius: 8,
    boxShadow: '0 1px 2px rgb(15 23 42 / 0.06)',
    cursor: 'pointer',
    transition: 'border-color 120ms, background-color 120ms',
    '&:hover': { backgroundColor: '#f8fafc', borderColor: '#94a3b8' },
    [`&.${selectClasses.expanded}`]: { borderColor: '#2563eb' },
    [`&.${selectClasses.focusVisible}`]: {
      outline: '2px solid #2563eb',
      outlineOffset: 2,
    },
    '& svg': { flexShrink: 0, color: '#64748b', transition: 'transform 150ms' },
    [`&.${selectClasses.expanded} svg`]: { transform: 'rotate(180deg)' },
  },
  theme.applyStyles('dark', {
    color: '#f1f5f9',
    backgroundColor: '#0f172a',
    borderColor: '#475569',
    '&:hover': { backgroundColor: '#1e293b', borderColor: '#64748b' },
    [`&.${selectClasses.expanded}`]: { borderColor: '#60a5fa' },
    [`&.${selectClasses.focusVisible}`]: { outlineColor: '#60a5fa' },
    '& svg': { color: '#94a3b8' },
  }),
]);

const Checkbox = styled('span')(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    width: 16,
    height: 16,
    color: '#fff',
    border: '1px solid #94a3b8',
    borderRadius: 4,
    '& svg': { visibility: 'hidden' },
  },
  theme.applyStyles('dark', { color: '#0f172a', borderColor: '#64748b' }),
]);

const Popup = styled('div')({ zIndex: 100 });

const Listbox = styled('ul')(({ theme }) => [
  {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    width: 288,
    maxWidth: 'calc(100vw - 32px)',
    maxHeight: 280,
    margin: 0,
    padding: 4,
    overflow: 'auto',
    listStyle: 'none',
    outline: 0,
    fontSize: 14,
    lineHeight: '20px',
    color: '#0f172a',
    backgroundColor: '#fff',
    border: '1px solid #e2e8f0',
    borderRadius: 10,
    boxShadow: '0 12px 32px -8px rgb(15 23 42 / 0.25)',
    [`& .${optionClasses.root}`]: {
      display: 'flex',
      alignItems: 'center',
      gap: 10,
      margin: 0,
      padding: '8px 10px',
      borderRadius: 6,
      cursor: 'pointer',
      outline: 0,
    },
    [`& .${optionClasses.root}:hover, & .${optionClasses.highlighted}`]: {
      backgroundColor: '#f1f5f9',
    },
    [`& .${optionClasses.selected} > span`]: {
      backgroundColor: '#2563eb',
      borderColor: '#2563eb',
    },
    [`& .${optionClasses.selected} svg`]: { visibility: 'visible' },
    [`& .${optionClasses.root}:focus-visible`]: {
      outline: '2px solid #2563eb',
      outlineOffset: -2,
    },
  },
  theme.applyStyles('dark', {
    color: '#f1f5f9',
    backgroundColor: '#0f172a',
    borderColor: '#334155',
    boxShadow: '0 12px 32px -8px rgb(0 0 0 / 0.6)',
    [`& .${optionClasses.root}:hover, & .${optionClasses.highlighted}`]: {
      backgroundColor: '#1e293b',
    },
    [`& .${optionClasses.selected} > span`]: {
      backgroundColor: '#60a5fa',
      borderColor: '#60a5fa',
    },
    [`& .${optionClasses.root}:focus-visible`]: { outlineColor: '#60a5fa' },
  }),
]);
