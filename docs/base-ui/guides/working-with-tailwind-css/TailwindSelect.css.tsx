import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import styles from './TailwindSelect.module.css';

const timeZones = [
  { value: 'America/Los_Angeles', label: 'Pacific Time (UTC−8)' },
  { value: 'America/New_York', label: 'Eastern Time (UTC−5)' },
  { value: 'Europe/London', label: 'Greenwich Mean Time (UTC+0)' },
  { value: 'Europe/Berlin', label: 'Central European Time (UTC+1)' },
  { value: 'Asia/Kolkata', label: 'India Standard Time (UTC+5:30)' },
  { value: 'Asia/Tokyo', label: 'Japan Standard Time (UTC+9)' },
];

export default function TailwindSelect() {
  const id = React.useId();
  const [zone, setZone] = React.useState<string | null>('Europe/Berlin');
  // Looked up from state, so that the server renders the label too: options
  // register with the Select only once they mount in the browser.
  const selected = timeZones.find((item) => item.value === zone);

  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        Time zone
      </span>
      <Select
        value={zone}
        onChange={(_event, value) => setZone(value)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        renderValue={() => (
          <>
            <span>{selected?.label ?? 'Choose a time zone'}</span>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
              <path
                d="M7 10l5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
          </>
        )}
        slotProps={{
          root: { className: styles.button },
          popup: { className: styles.popup },
          listbox: { className: styles.listbox },
        }}
      >
        {timeZones.map((zone) => (
          <Option key={zone.value} value={zone.value} className={styles.option}>
            {zone.label}
          </Option>
        ))}
      </Select>
      <p id={`${id}-hint`} className={styles.hint}>
        Used for reminders and the times in calendar invites.
      </p>
    </div>
  );
}
