import * as React from 'react';
import { Select, SelectRootSlotProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import styles from './SelectBasic.module.css';

export default function SelectBasic() {
  const id = React.useId();

  return (
    <div className={styles.field}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        Delivery method
      </label>
      <Select
        id={id}
        placeholder={
          <span className={styles.placeholder}>Choose how to get your order</span>
        }
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
        <Option value="standard">Standard, 3–5 business days</Option>
        <Option value="express">Express, next business day</Option>
        <Option value="pickup">Pick up at the Lyon store</Option>
        <Option value="same-day" disabled>
          Same-day courier (not in your area)
        </Option>
      </Select>
    </div>
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
