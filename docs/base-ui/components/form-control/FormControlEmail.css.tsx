import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import styles from './FormControlEmail.module.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function FormControlEmail() {
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const id = React.useId();
  const invalid = touched && !EMAIL_PATTERN.test(email);

  return (
    <FormControl
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      required
      error={invalid}
      className={styles.field}
    >
      <label htmlFor={`${id}-input`} className={styles.label}>
        Work email
      </label>
      <Input
        id={`${id}-input`}
        type="email"
        placeholder="name@company.com"
        aria-describedby={`${id}-helper`}
        onBlur={() => setTouched(true)}
        slotProps={{
          root: { className: styles.inputRoot },
          input: { className: styles.input },
        }}
      />
      <p id={`${id}-helper`} className={styles.helper}>
        {invalid
          ? 'Enter an address like name@company.com.'
          : 'Invoices are sent to this address.'}
      </p>
    </FormControl>
  );
}
