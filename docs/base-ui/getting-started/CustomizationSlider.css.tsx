import * as React from 'react';
import clsx from 'clsx';
import { Slider } from '@mui/base/Slider';
import styles from './CustomizationSlider.module.css';

const LOUD = 80;
const isLoud = (value: unknown) => typeof value === 'number' && value > LOUD;

export default function CustomizationSlider() {
  const id = React.useId();
  const [volume, setVolume] = React.useState(72);

  return (
    <div className={styles.field}>
      <div className={styles.header}>
        <span id={`${id}-label`}>Speaker volume</span>
        <span>{volume}%</span>
      </div>
      <Slider
        aria-labelledby={`${id}-label`}
        getAriaValueText={(value) => `${value}%`}
        value={volume}
        onChange={(_event, value) => setVolume(value as number)}
        slotProps={{
          root: { className: styles.root },
          rail: { className: styles.rail },
          // Called with the owner state: the props plus the slider's own state.
          track: (ownerState) => ({
            className: clsx(styles.track, isLoud(ownerState.value) && styles.loud),
          }),
          thumb: (ownerState) => ({
            className: clsx(styles.thumb, isLoud(ownerState.value) && styles.loud),
          }),
        }}
      />
      <p aria-live="polite" className={styles.warning}>
        {isLoud(volume) ? 'Above 80%, long listening can damage hearing.' : ''}
      </p>
    </div>
  );
}
