import * as React from 'react';
import { Select, SelectRootSlotProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';
import styles from './SelectGrouped.module.css';

export default function SelectGrouped() {
  const id = React.useId();

  return (
    <div className={styles.field}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        Time zone
      </label>
      <Select
        id={id}
        defaultValue="Europe/Paris"
        slots={{ root: SelectButton }}
        slotProps={{
          root: { className: styles.trigger },
          listbox: { 'aria-labelledby': `${id}-label`, className: styles.listbox },
          popup: {
            className: styles.popup,
            disablePortal: true,
            strategy: 'fixed',
            offset: 6,
          },
        }}
      >
        <Group label="Europe">
          <Option value="Europe/Lisbon">Lisbon</Option>
          <Option value="Europe/London">London</Option>
          <Option value="Europe/Paris">Paris</Option>
          <Option value="Europe/Berlin">Berlin</Option>
          <Option value="Europe/Athens">Athens</Option>
        </Group>
        <Group label="Americas">
          <Option value="America/Toronto">Toronto</Option>
          <Option value="America/New_York">New York</Option>
          <Option value="America/Chicago">Chicago</Option>
          <Option value="America/Los_Angeles">Los Angeles</Option>
          <Option value="America/Sao_Paulo">São Paulo</Option>
        </Group>
        <Group label="Asia and Pacific">
          <Option value="Asia/Kolkata">Mumbai</Option>
          <Option value="Asia/Singapore">Singapore</Option>
          <Option value="Asia/Tokyo">Tokyo</Option>
          <Option value="Australia/Sydney">Sydney</Option>
        </Group>
      </Select>
    </div>
  );
}

function Group(props: { label: string; children: React.ReactNode }) {
  const id = React.useId();
  return (
    <OptionGroup
      role="none"
      label={props.label}
      slotProps={{
        label: { id, 'aria-hidden': true },
        list: { role: 'group', 'aria-labelledby': id },
      }}
    >
      {props.children}
    </OptionGroup>
  );
}

const SelectButton = React.forwardRef(function SelectButton(
  props: SelectRootSlotProps<string, false>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState: _ownerState, children, ...other } = props;
  return (
    <button type="button" {...other} ref={ref}>
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
    </button>
  );
});
