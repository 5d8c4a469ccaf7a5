import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

interface Status {
  value: string;
  label: string;
  color: string;
}

const statuses: Status[] = [
  { value: 'backlog', label: 'Backlog', color: '#94a3b8' },
  { value: 'todo', label: 'To do', color: '#64748b' },
  { value: 'in-progress', label: 'In progress', color: '#f59e0b' },
  { value: 'in-review', label: 'In review', color: '#8b5cf6' },
  { value: 'done', label: 'Done', color: '#16a34a' },
];

export default function UseSelect() {
  const id = React.useId();
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const {
    getButtonProps,
    getListboxProps,
    getHiddenInputProps,
    contextValue,
    value,
    open,
  } = useSelect<string, false>({
    buttonRef,
    defaultValue: 'in-progress',
    name: 'status',
  });
  const current = statuses.find((status) => status.value === value);

  return (
    <Field>
      <Label htmlFor={id} id={`${id}-label`}>
        Status
      </Label>
      <Trigger type="button" id={id} {...getButtonProps()}>
        {current ? <Dot style={{ backgroundColor: current.color }} /> : null}
        {current ? current.label : 'No status'}
      </Trigger>
      <StatusPopup
        open={open}
        anchor={buttonRef.current}
        keepMounted
        disablePortal
        placement="bottom-start"
        strategy="fixed"
        offset={6}
        role="presentation"
      >
        <Listbox {...getListboxProps({ 'aria-labelledby': `${id}-label` })}>
          <SelectProvider value={contextValue}>
            {statuses.map((status) => (
              <StatusOption key={status.value} status={status} />
            ))}
          </SelectProvider>
        </Listbox>
      </StatusPopup>
      <input {...getHiddenInputProps()} />
    </Field>
  );
}

function StatusOption({ status }: { status: Status }) {
  const { getRootProps, highlighted } = useOption({
    value: status.value,
    label: status.label,
    disabled: false,
  });

  return (
    <li {...getRootProps()} data-highlighted={highlighted || undefined}>
      <Dot style={{ backgroundColor: status.color }} />
      {status.label}
    </li>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 6,
});

const Label = styled('label')(({ theme }) => [
  { fontSize: 14, lineHeight: '20px', fontWeight: 500, color: '#334155' },
  theme.applyStyles('dark', { color: '#cbd5e1' }),
]);

const Trigger = styled('button')(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    padding: '6px 12px',
    fontFamily: 'inherit',
    fontSize: 14,
    lineHeight: '20px',
    fontWeight: 500,
    color: '#0f172a',
    backgroundColor: '#f1f5f9',
    border: '1px solid transparent',
    borderRadius: 999,
    cursor: 'pointer',
    '&:hover': { backgroundColor: '#e2e8f0' },
    '&[aria-expanded="true"]': { borderColor: '#2563eb' },
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  },
  theme.applyStyles('dark', {
    color: '#f1f5f9',
    backgroundColor: '#1e293b',
    '&:hover': { backgroundColor: '#334155' },
    '&[aria-expanded="true"]': { borderColor: '#60a5fa' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
]);

const Dot = styled('span')({
  flexShrink: 0,
  width: 10,
  height: 10,
  borderRadius: '50%',
});

const StatusPopup = styled(Popup)({ zIndex: 100 });

const Listbox = styled('ul')(({ theme }) => [
  {
    boxSizing: 'border-box',
    minWidth: 200,
    margin: 0,
    padding: 4,
    listStyle: 'none',
    outline: 0,
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
      outline: 0,
    },
    '& [role="option"]:hover, & [data-highlighted]': { backgroundColor: '#f1f5f9' },
    '& [aria-selected="true"]': { fontWeight: 500, color: '#1e40af' },
    '& [role="option"]:focus-visible': {
      outline: '2px solid #2563eb',
      outlineOffset: -2,
    },
  },
  theme.applyStyles('dark', {
    color: '#f1f5f9',
    backgroundColor: '#0f172a',
    borderColor: '#334155',
    boxShadow: '0 12px 32px -8px rgb(0 0 0 / 0.6)',
    '& [role="option"]:hover, & [data-highlighted]': { backgroundColor: '#1e293b' },
    '& [aria-selected="true"]': { color: '#bfdbfe' },
    '& [role="option"]:focus-visible': { outlineColor: '#60a5fa' },
  }),
]);
