import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Slider } from '@mui/base/Slider';
import { Switch } from '@mui/base/Switch';
import styles from './AccessibilityLabels.module.css';

export default function AccessibilityLabels() {
  const id = React.useId();
  const [notes, setNotes] = React.useState('Gate code 4512, third floor');
  const [tip, setTip] = React.useState(3);

  return (
    <div className={styles.form}>
      <div className={styles.field}>
        {/* 1. A visible label, tied to the native input by `id`. */}
        <label htmlFor={`${id}-notes`} className={styles.label}>
          Delivery instructions
        </label>
        <Input
          id={`${id}-notes`}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          aria-describedby={`${id}-notes-hint`}
          endAdornment={
            notes ? (
              // 2. An icon-only button needs a name of its own.
              <Button
                aria-label="Clear instructions"
                onClick={() => setNotes('')}
                className={styles.clearButton}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden>
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </Button>
            ) : null
          }
          slotProps={{
            root: { className: styles.inputRoot },
            input: { className: styles.input },
          }}
        />
        <p id={`${id}-notes-hint`} className={styles.hint}>
          A gate code, a floor, or where to leave it.
        </p>
      </div>
      <div className={styles.field}>
        {/* 3. A slider has no <label>: point at the visible text instead. */}
        <div className={styles.header}>
          <span id={`${id}-tip`}>Courier tip</span>
          <span>${tip}</span>
        </div>
        <Slider
          aria-labelledby={`${id}-tip`}
          getAriaValueText={(value) => `${value} dollars`}
          min={0}
          max={10}
          value={tip}
          onChange={(_event, value) => setTip(value as number)}
          slotProps={{
            root: { className: styles.slider },
            rail: { className: styles.rail },
            track: { className: styles.track },
            thumb: { className: styles.thumb },
          }}
        />
      </div>
      <div className={styles.switchRow}>
        {/* 4. Switch props go to its root: give the id to the input slot. */}
        <label htmlFor={`${id}-door`} className={styles.label}>
          Leave at the door if I’m out
        </label>
        <Switch
          defaultChecked
          className={styles.switch}
          slotProps={{
            track: { className: styles.switchTrack },
            thumb: { className: styles.switchThumb },
            input: { id: `${id}-door`, className: styles.switchInput },
          }}
        />
      </div>
    </div>
  );
}
