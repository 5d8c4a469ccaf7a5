import * as React from 'react';
import { Button } from '@mui/base/Button';
import styles from './ButtonDisabled.module.css';

export default function ButtonDisabled() {
  const [accepted, setAccepted] = React.useState(false);
  const [created, setCreated] = React.useState(false);
  const hintId = React.useId();

  return (
    <div className={styles.layout}>
      <label className={styles.checkboxLabel}>
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setCreated(false);
          }}
        />
        I accept the terms of service
      </label>
      <div>
        <Button
          disabled={!accepted}
          focusableWhenDisabled
          aria-describedby={accepted ? undefined : hintId}
          onClick={() => setCreated(true)}
          className={styles.button}
        >
          Create account
        </Button>
      </div>
      <p id={hintId} role="status" className={styles.hint}>
        {accepted
          ? created && 'Account created. Check your inbox to confirm your email.'
          : 'Accept the terms to create your account.'}
      </p>
    </div>
  );
}
