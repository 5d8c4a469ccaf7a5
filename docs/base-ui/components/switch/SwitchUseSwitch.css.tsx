import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';
import styles from './SwitchUseSwitch.module.css';

export default function SwitchUseSwitch() {
  const id = React.useId();
  const { getInputProps, checked, focusVisible } = useSwitch({
    defaultChecked: true,
  });

  return (
    <div className={styles.setting}>
      <div>
        <label htmlFor={id} className={styles.label}>
          Renew automatically
        </label>
        <p id={`${id}-description`} className={styles.description}>
          {checked
            ? 'Your Team plan renews on 1 March for €29.'
            : 'Your Team plan ends on 28 February.'}
        </p>
      </div>
      <span
        data-checked={checked || undefined}
        data-focus-visible={focusVisible || undefined}
        className={styles.switch}
      >
        <input
          {...getInputProps({ id, 'aria-describedby': `${id}-description` })}
          className={styles.input}
        />
        <span className={styles.thumb}>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path
              d={checked ? 'm2.5 6.5 2.5 2.5 4.5-5.5' : 'm3 3 6 6m0-6-6 6'}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
            />
          </svg>
        </span>
      </span>
    </div>
  );
}
