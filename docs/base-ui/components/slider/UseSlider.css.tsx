import * as React from 'react';
import { useSlider, valueToPercent } from '@mui/base/useSlider';
import styles from './UseSlider.module.css';

function SunIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="4" fill="currentColor" />
      <path
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export default function UseSlider() {
  const id = React.useId();
  const [brightness, setBrightness] = React.useState(70);
  const {
    getRootProps,
    getThumbProps,
    getHiddenInputProps,
    values,
    focusedThumbIndex,
    dragging,
  } = useSlider({
    'aria-labelledby': id,
    value: brightness,
    onChange: (_event, newValue) => setBrightness(newValue as number),
    step: 5,
  });
  const percent = valueToPercent(values[0], 0, 100);

  return (
    <div className={styles.field}>
      <div className={styles.header}>
        <span id={id}>Screen brightness</span>
        <span className={styles.value}>{values[0]}%</span>
      </div>
      <div className={styles.row}>
        <SunIcon size={16} />
        <span
          {...getRootProps()}
          data-focus-visible={focusedThumbIndex !== -1 || undefined}
          data-dragging={dragging || undefined}
          className={styles.bar}
        >
          <span className={styles.fill} style={{ width: `${percent}%` }} />
          <span
            {...getThumbProps()}
            data-index={0}
            className={styles.handle}
            style={{ left: `${percent}%` }}
          >
            <input
              {...getHiddenInputProps({
                'data-index': 0,
                value: values[0],
                'aria-valuenow': values[0],
                'aria-valuetext': `${values[0]}%`,
              })}
            />
          </span>
        </span>
        <SunIcon size={22} />
      </div>
    </div>
  );
}
