import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import styles from './SliderStyled.module.css';

export default function SliderStyled() {
  const labelId = React.useId();
  const [value, setValue] = React.useState(60);

  return (
    <div className={styles.field}>
      <div className={styles.header}>
        <span id={labelId}>Brightness</span>
        <span>{value}%</span>
      </div>
      <Slider
        aria-labelledby={labelId}
        value={value}
        onChange={(_event, next) => setValue(next as number)}
        slotProps={{
          root: { className: styles.root },
          rail: { className: styles.rail },
          track: { className: styles.track },
          thumb: { className: styles.thumb },
        }}
      />
    </div>
  );
}
