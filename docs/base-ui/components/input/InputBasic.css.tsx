import * as React from 'react';
import { Input } from '@mui/base/Input';
import styles from './InputBasic.module.css';

const slotProps = {
  root: { className: styles.root },
  input: { className: styles.input },
};

export default function InputBasic() {
  const id = React.useId();

  return (
    <div className={styles.fields}>
      <div>
        <label htmlFor={`${id}-name`} className={styles.label}>
          Full name
        </label>
        <Input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          placeholder="María García"
          slotProps={slotProps}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={styles.label}>
          Email
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="maria@example.com"
          slotProps={slotProps}
        />
      </div>
      <div>
        <label htmlFor={`${id}-account`} className={styles.label}>
          Account ID
        </label>
        <Input
          id={`${id}-account`}
          defaultValue="ACC-20931"
          disabled
          slotProps={slotProps}
        />
      </div>
    </div>
  );
}
