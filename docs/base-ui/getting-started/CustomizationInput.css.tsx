import * as React from 'react';
import { Input } from '@mui/base/Input';
import styles from './CustomizationInput.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function CustomizationInput() {
  const id = React.useId();
  const [email, setEmail] = React.useState('finance@northwind');
  const emailInvalid = !EMAIL.test(email);

  return (
    <div className={styles.form}>
      <div className={styles.field}>
        <label htmlFor={`${id}-budget`} className={styles.label}>
          Monthly budget
        </label>
        <Input
          id={`${id}-budget`}
          defaultValue="2,500"
          inputMode="decimal"
          aria-describedby={`${id}-budget-hint`}
          startAdornment={<span className={styles.adornment}>$</span>}
          endAdornment={<span className={styles.adornment}>USD</span>}
          slotProps={{
            root: { className: styles.root },
            input: { className: styles.input },
          }}
        />
        <p id={`${id}-budget-hint`} className={styles.hint}>
          Your team gets an alert at 80% of this amount.
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          Billing email
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailInvalid}
          aria-describedby={`${id}-email-hint`}
          slotProps={{
            root: { className: styles.root },
            input: { className: styles.input },
          }}
        />
        <p
          id={`${id}-email-hint`}
          data-error={emailInvalid || undefined}
          className={styles.hint}
        >
          {emailInvalid
            ? 'Enter a full address, like finance@northwind.com.'
            : 'Invoices are sent to this address.'}
        </p>
      </div>
    </div>
  );
}
