import * as React from 'react';
import clsx from 'clsx';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';
import styles from './CustomizationUseSwitch.module.css';

interface LabeledToggleProps extends UseSwitchParameters {
  label: string;
}

function LabeledToggle({ label, ...parameters }: LabeledToggleProps) {
  const { getInputProps, checked, focusVisible } = useSwitch(parameters);

  return (
    <label
      className={clsx(
        styles.row,
        checked && styles.checked,
        focusVisible && styles.focusVisible,
      )}
    >
      <input {...getInputProps()} className={styles.input} />
      <span>{label}</span>
      <span aria-hidden className={styles.pill}>
        <span className={styles.knob} />
        {checked ? 'On' : 'Off'}
      </span>
    </label>
  );
}

export default function CustomizationUseSwitch() {
  return (
    <div className={styles.stack}>
      <LabeledToggle label="Out-of-office reply" />
      <LabeledToggle label="Read receipts" defaultChecked />
    </div>
  );
}
