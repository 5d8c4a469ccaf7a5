import * as React from 'react';
import { Slider, SliderProps } from '@mui/base/Slider';
import styles from './SliderBasic.module.css';

const slotProps: SliderProps['slotProps'] = {
  root: { className: styles.slider },
  rail: { className: styles.rail },
  track: { className: styles.track },
  thumb: { className: styles.thumb },
};

export default function SliderBasic() {
  const id = React.useId();
  const [volume, setVolume] = React.useState(40);

  return (
    <div className={styles.panel}>
      <div className={styles.field}>
        <div className={styles.header}>
          <span id={`${id}-notifications`}>Notification volume</span>
          <span className={styles.value}>{volume}%</span>
        </div>
        <Slider
          aria-labelledby={`${id}-notifications`}
          getAriaValueText={(value) => `${value}%`}
          value={volume}
          onChange={(_event, newValue) => setVolume(newValue as number)}
          slotProps={slotProps}
        />
      </div>
      <div className={styles.field}>
        <div className={styles.header}>
          <span id={`${id}-alarms`}>Alarm volume</span>
          <span className={styles.value}>80%</span>
        </div>
        <Slider
          aria-labelledby={`${id}-alarms`}
          getAriaValueText={(value) => `${value}%`}
          defaultValue={80}
          disabled
          slotProps={{
            ...slotProps,
            input: { 'aria-describedby': `${id}-alarms-hint` },
          }}
        />
        <span id={`${id}-alarms-hint`} className={styles.hint}>
          Managed by your Focus schedule.
        </span>
      </div>
    </div>
  );
}
