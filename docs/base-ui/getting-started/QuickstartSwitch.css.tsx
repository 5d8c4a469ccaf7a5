import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import styles from './QuickstartSwitch.module.css';

const settings = [
  {
    key: 'orders',
    label: 'Order updates',
    description: 'Email me when an order ships or is delivered.',
    defaultChecked: true,
  },
  {
    key: 'news',
    label: 'Product news',
    description: 'One short email a month about new features.',
    defaultChecked: false,
  },
  {
    key: 'security',
    label: 'Security alerts',
    description: 'Always on: sign-ins from a new device.',
    defaultChecked: true,
    disabled: true,
  },
];

export default function QuickstartSwitch() {
  const id = React.useId();

  return (
    <ul className={styles.list}>
      {settings.map((setting) => (
        <li key={setting.key} className={styles.row}>
          <div>
            <label htmlFor={`${id}-${setting.key}`} className={styles.label}>
              {setting.label}
            </label>
            <p
              id={`${id}-${setting.key}-description`}
              className={styles.description}
            >
              {setting.description}
            </p>
          </div>
          <Switch
            defaultChecked={setting.defaultChecked}
            disabled={setting.disabled}
            className={styles.switch}
            slotProps={{
              track: { className: styles.track },
              thumb: { className: styles.thumb },
              input: {
                id: `${id}-${setting.key}`,
                'aria-describedby': `${id}-${setting.key}-description`,
                className: styles.input,
              },
            }}
          />
        </li>
      ))}
    </ul>
  );
}
