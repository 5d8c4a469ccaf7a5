import * as React from 'react';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import styles from './InteropCard.module.css';

const formatSize = (gigabytes: number) =>
  gigabytes >= 1000 ? `${gigabytes / 1000} TB` : `${gigabytes} GB`;

export default function InteropCard() {
  const labelId = React.useId();
  const [plan, setPlan] = React.useState(200);
  const [size, setSize] = React.useState(500);

  let action = 'Current plan';
  if (size !== plan) {
    action = `${size > plan ? 'Upgrade' : 'Downgrade'} to ${formatSize(size)}`;
  }

  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <span className={styles.title}>Storage plan</span>
        <span>${(size / 100) * 5} / month</span>
      </div>
      <p className={styles.description}>
        Drag to choose how much space your team needs.
      </p>
      <div className={styles.row}>
        <span id={labelId}>Storage</span>
        <span className={styles.value}>{formatSize(size)}</span>
      </div>
      <Slider
        aria-labelledby={labelId}
        getAriaValueText={formatSize}
        min={100}
        max={1000}
        step={100}
        value={size}
        onChange={(_event, next) => setSize(next as number)}
        className={styles.slider}
        slotProps={{
          rail: { className: styles.rail },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
        }}
      />
      <Button
        variant="contained"
        disableElevation
        fullWidth
        disabled={size === plan}
        onClick={() => setPlan(size)}
        className={styles.button}
      >
        {action}
      </Button>
      <p aria-live="polite" className={styles.status}>
        You are on the {formatSize(plan)} plan.
      </p>
    </div>
  );
}
