import * as React from 'react';
import { Input } from '@mui/base/Input';
import styles from './InputValidation.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function InputValidation() {
  const id = React.useId();
  const [email, setEmail] = React.useState('maria@northwind');
  const [touched, setTouched] = React.useState(true);
  const invalid = touched && !EMAIL.test(email);

  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        Work email <span aria-hidden="true">*</span>
      </label>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setTouched(false);
        }}
        onBlur={() => setTouched(true)}
        error={invalid}
        aria-describedby={`${id}-message`}
        slotProps={{
          root: { className: styles.root },
          input: { className: styles.input },
        }}
      />
      <p
        id={`${id}-message`}
        className={`${styles.message} ${invalid ? styles.error : ''}`}
      >
        {invalid
          ? 'Enter an email address such as maria@northwind.com.'
          : 'We send invoices and receipts to this address.'}
      </p>
    </div>
  );
}
