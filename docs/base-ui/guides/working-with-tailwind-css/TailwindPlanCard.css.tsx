import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';
import styles from './TailwindPlanCard.module.css';

export default function TailwindPlanCard() {
  const id = React.useId();
  const [annual, setAnnual] = React.useState(true);
  const [requested, setRequested] = React.useState(false);

  return (
    <div className={styles.card}>
      <div>
        <p className={styles.title}>Pro plan</p>
        <p className={styles.price}>
          {annual
            ? '$19 per seat a month, billed $228 a year'
            : '$24 per seat a month'}
        </p>
      </div>
      <div className={styles.row}>
        <label htmlFor={`${id}-annual`} className={styles.label}>
          Bill annually <span>(save $60 a year)</span>
        </label>
        <Switch
          checked={annual}
          onChange={(event) => setAnnual(event.target.checked)}
          className={styles.switch}
          slotProps={{
            track: { className: styles.track },
            thumb: { className: styles.thumb },
            input: { id: `${id}-annual`, className: styles.input },
          }}
        />
      </div>
      <Button
        disabled={requested}
        focusableWhenDisabled
        onClick={() => setRequested(true)}
        className={styles.button}
      >
        {requested ? 'Upgrade requested' : 'Upgrade to Pro'}
      </Button>
      <p role="status" className={styles.status}>
        {requested ? 'Your workspace admin will get the request by email.' : ''}
      </p>
    </div>
  );
}
