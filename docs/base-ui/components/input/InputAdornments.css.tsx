import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import styles from './InputAdornments.module.css';

const slotProps = {
  root: { className: styles.root },
  input: { className: styles.input },
};

export default function InputAdornments() {
  const id = React.useId();
  const [showPassword, setShowPassword] = React.useState(false);

  return (
    <div className={styles.fields}>
      <div>
        <label htmlFor={`${id}-price`} className={styles.label}>
          Price
        </label>
        <Input
          id={`${id}-price`}
          name="price"
          defaultValue="49.00"
          startAdornment={<span className={styles.adornment}>$</span>}
          endAdornment={<span className={styles.adornment}>USD</span>}
          slotProps={{
            ...slotProps,
            input: { ...slotProps.input, inputMode: 'decimal' },
          }}
        />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className={styles.label}>
          Password
        </label>
        <Input
          id={`${id}-password`}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          defaultValue="correct-horse-battery"
          slotProps={slotProps}
          endAdornment={
            <Button
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((shown) => !shown)}
              className={styles.toggle}
            >
              {showPassword ? 'Hide' : 'Show'}
            </Button>
          }
        />
      </div>
    </div>
  );
}
