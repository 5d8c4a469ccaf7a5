import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import styles from './SwitchControlled.module.css';

const PLANS = [
  { name: 'Starter', price: 12 },
  { name: 'Team', price: 29 },
  { name: 'Business', price: 59 },
];

export default function SwitchControlled() {
  const id = React.useId();
  const [withVat, setWithVat] = React.useState(false);

  return (
    <div className={styles.layout}>
      <div className={styles.row}>
        <label htmlFor={id}>Show prices with VAT (20%)</label>
        <Switch
          checked={withVat}
          onChange={(event) => setWithVat(event.target.checked)}
          slotProps={{
            root: { className: styles.root },
            input: { id, className: styles.input },
            track: { className: styles.track },
            thumb: { className: styles.thumb },
          }}
        />
      </div>
      <dl className={styles.plans}>
        {PLANS.map((plan) => (
          <div key={plan.name} className={styles.plan}>
            <dt>{plan.name}</dt>
            <dd>€{(plan.price * (withVat ? 1.2 : 1)).toFixed(2)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        Per month, {withVat ? 'VAT included' : 'excluding VAT'}.
      </p>
    </div>
  );
}
