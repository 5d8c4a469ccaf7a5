import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import styles from './UseSelect.module.css';

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
    <div className={styles.field}>
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        Status
      </label>
      <button type="button" id={id} {...getButtonProps()} className={styles.trigger}>
        {current ? (
          <span className={styles.dot} style={{ backgroundColor: current.color }} />
        ) : null}
        {current ? current.label : 'No status'}
      </button>
      <Popup
        open={open}
        anchor={buttonRef.current}
        keepMounted
        disablePortal
        placement="bottom-start"
        strategy="fixed"
        offset={6}
        role="presentation"
        className={styles.popup}
      >
        <ul
          {...getListboxProps({ 'aria-labelledby': `${id}-label` })}
          className={styles.listbox}
        >
          <SelectProvider value={contextValue}>
            {statuses.map((status) => (
              <StatusOption key={status.value} status={status} />
            ))}
          </SelectProvider>
        </ul>
      </Popup>
      <input {...getHiddenInputProps()} />
    </div>
  );
}

function StatusOption({ status }: { status: Status }) {
  const { getRootProps, highlighted } = useOption({
    value: status.value,
    label: status.label,
    disabled: false,
  });

  return (
    <li
      {...getRootProps()}
      data-highlighted={highlighted || undefined}
      className={styles.option}
    >
      <span className={styles.dot} style={{ backgroundColor: status.color }} />
      {status.label}
    </li>
  );
}
