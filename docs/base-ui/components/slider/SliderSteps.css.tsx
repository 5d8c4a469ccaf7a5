import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import styles from './SliderSteps.module.css';

const speeds = [0.5, 0.75, 1, 1.25, 1.5, 2].map((value) => ({
  value,
  label: `${value}×`,
}));

export default function SliderSteps() {
  const id = React.useId();

  return (
    <div className={styles.field}>
      <span id={id} className={styles.label}>
        Playback speed
      </span>
      <Slider
        aria-labelledby={id}
        getAriaValueText={(value) =>
          value === 1 ? 'Normal speed' : `${value} times`
        }
        defaultValue={1}
        min={0.5}
        max={2}
        step={null}
        marks={speeds}
        track={false}
        slotProps={{
          root: { className: styles.slider },
          rail: { className: styles.rail },
          mark: { className: styles.mark },
          markLabel: { className: styles.markLabel },
          thumb: { className: styles.thumb },
        }}
      />
    </div>
  );
}
