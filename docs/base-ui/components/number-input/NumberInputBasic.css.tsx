import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import styles from './NumberInputBasic.module.css';

export default function NumberInputBasic() {
  const id = React.useId();

  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        Guests
      </label>
      <NumberInput
        id={id}
        min={1}
        max={12}
        defaultValue={2}
        slotProps={{
          root: { className: styles.root },
          input: { role: 'spinbutton', className: styles.input },
          decrementButton: {
            type: 'button',
            'aria-label': 'Remove a guest',
            className: styles.button,
            children: <MinusIcon />,
          },
          incrementButton: {
            type: 'button',
            'aria-label': 'Add a guest',
            className: `${styles.button} ${styles.increment}`,
            children: <PlusIcon />,
          },
        }}
      />
    </div>
  );
}

function MinusIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M3 8h10" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
