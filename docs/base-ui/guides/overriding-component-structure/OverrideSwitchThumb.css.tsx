import * as React from 'react';
import { Switch, SwitchThumbSlotProps } from '@mui/base/Switch';
import styles from './OverrideSwitchThumb.module.css';

// Rendered in place of the thumb <span>. Base UI passes the owner state, so the
// icon can follow the switch; it is read here and not passed on to the DOM.
const ThemeThumb = React.forwardRef<HTMLSpanElement, SwitchThumbSlotProps>(
  function ThemeThumb({ ownerState, children, ...other }, ref) {
    return (
      <span ref={ref} {...other}>
        {ownerState.checked ? (
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden>
            <path
              d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z"
              fill="currentColor"
            />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden>
            <circle cx="12" cy="12" r="4.5" fill="currentColor" />
            <path
              d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        )}
      </span>
    );
  },
);

export default function OverrideSwitchThumb() {
  const id = React.useId();

  return (
    <div className={styles.row}>
      <div>
        <label htmlFor={id} className={styles.label}>
          Dark editor theme
        </label>
        <p id={`${id}-description`} className={styles.description}>
          Applies to the code editor only.
        </p>
      </div>
      <Switch
        slots={{ thumb: ThemeThumb }}
        className={styles.switch}
        slotProps={{
          track: { className: styles.track },
          thumb: { className: styles.thumb },
          input: {
            id,
            'aria-describedby': `${id}-description`,
            className: styles.input,
          },
        }}
      />
    </div>
  );
}
