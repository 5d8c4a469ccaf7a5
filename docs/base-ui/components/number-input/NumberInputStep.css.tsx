import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import styles from './NumberInputStep.module.css';

export default function NumberInputStep() {
  const id = React.useId();
  const [budget, setBudget] = React.useState<number | null>(1200);

  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        Monthly ad budget
      </label>
      <NumberInput
        id={id}
        min={0}
        max={5000}
        step={50}
        value={budget}
        onChange={(_event, value) => setBudget(value)}
        startAdornment={<span className={styles.adornment}>$</span>}
        slotProps={{
          root: { className: styles.root },
          input: {
            role: 'spinbutton',
            'aria-describedby': `${id}-summary`,
            className: styles.input,
          },
          incrementButton: {
            type: 'button',
            'aria-label': 'Increase by $50',
            className: `${styles.button} ${styles.increment}`,
            children: <ChevronIcon direction="up" />,
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'Decrease by $50',
            className: `${styles.button} ${styles.decrement}`,
            children: <ChevronIcon direction="down" />,
          },
        }}
      />
      <p id={`${id}-summary`} className={styles.summary}>
        {budget === null
          ? 'No budget set.'
          : `$${(budget * 12).toLocaleString('en-US')} a year, billed monthly.`}
      </p>
    </div>
  );
}

function ChevronIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path
        d={direction === 'up' ? 'm3 7.5 3-3 3 3' : 'm3 4.5 3 3 3-3'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
