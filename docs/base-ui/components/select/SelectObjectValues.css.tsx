import * as React from 'react';
import { Select, SelectRootSlotProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import styles from './SelectObjectValues.module.css';

interface Plan {
  id: string;
  name: string;
  price: string;
  editors: string;
}

const plans: Plan[] = [
  { id: 'starter', name: 'Starter', price: 'Free', editors: 'up to 3 editors' },
  { id: 'team', name: 'Team', price: '$12 per editor', editors: 'up to 50 editors' },
  { id: 'business', name: 'Business', price: '$24 per editor', editors: 'no limit' },
];

export default function SelectObjectValues() {
  const id = React.useId();
  const [plan, setPlan] = React.useState<Plan | null>(plans[1]);
  const [sent, setSent] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(String(new FormData(event.currentTarget).get('plan')));
  };

  return (
    <form onSubmit={handleSubmit} className={styles.form}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        Plan
      </label>
      <Select
        id={id}
        name="plan"
        value={plan}
        onChange={(_event, newPlan) => setPlan(newPlan)}
        getSerializedValue={(option) => option?.value.id ?? ''}
        renderValue={(option) =>
          option ? `${option.value.name}, ${option.value.price}` : null
        }
        slots={{ root: SelectButton }}
        slotProps={{
          root: { className: styles.trigger },
          listbox: { 'aria-labelledby': `${id}-label`, className: styles.listbox },
          popup: {
            className: styles.popup,
            disablePortal: true,
            strategy: 'fixed',
            offset: 6,
          },
        }}
      >
        {plans.map((option) => (
          <Option key={option.id} value={option} label={option.name}>
            <span>{option.name}</span>
            <span className={styles.detail}>
              {option.price}, {option.editors}
            </span>
          </Option>
        ))}
      </Select>
      <button type="submit" className={styles.submit}>
        Continue
      </button>
      <p aria-live="polite" className={styles.result}>
        {sent === null ? 'Nothing sent yet.' : `The form sent plan=${sent}.`}
      </p>
    </form>
  );
}

const SelectButton = React.forwardRef(function SelectButton(
  props: SelectRootSlotProps<Plan, false>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState: _ownerState, children, ...other } = props;
  return (
    <button type="button" {...other} ref={ref}>
      <span>{children}</span>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path
          d="M4 6l4 4 4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
});
