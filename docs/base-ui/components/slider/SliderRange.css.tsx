import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import styles from './SliderRange.module.css';

const marks = [0, 100, 200, 300, 400, 500].map((value) => ({
  value,
  label: `€${value}`,
}));

export default function SliderRange() {
  const id = React.useId();
  const [price, setPrice] = React.useState([120, 380]);

  return (
    <div className={styles.field}>
      <div className={styles.header}>
        <span id={id}>Price per night</span>
        <span className={styles.value}>
          €{price[0]} – €{price[1]}
        </span>
      </div>
      <Slider
        aria-labelledby={id}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={(value) => `€${value}`}
        value={price}
        onChange={(_event, newValue) => setPrice(newValue as number[])}
        min={0}
        max={500}
        step={10}
        marks={marks}
        disableSwap
        slots={{ valueLabel: 'span' }}
        valueLabelFormat={(value) => `€${value}`}
        slotProps={{
          root: { className: styles.slider },
          rail: { className: styles.rail },
          track: { className: styles.track },
          mark: { className: styles.mark },
          markLabel: { className: styles.markLabel },
          thumb: { className: styles.thumb },
          valueLabel: { 'aria-hidden': true, className: styles.valueLabel },
        }}
      />
    </div>
  );
}
