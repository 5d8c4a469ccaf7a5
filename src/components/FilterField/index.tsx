import React, { useId } from 'react';
import styles from './styles.module.css';

export interface FilterFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search field that narrows a list as the reader types (theme viewer, deprecations). */
export default function FilterField({ label, placeholder, value, onChange }: FilterFieldProps) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
