import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import styles from './SwitchBasic.module.css';

const SETTINGS = [
  { label: 'Wi-Fi', defaultChecked: true, disabled: false },
  { label: 'Bluetooth', defaultChecked: false, disabled: false },
  { label: 'Airplane mode', defaultChecked: false, disabled: true },
];

export default function SwitchBasic() {
  const id = React.useId();

  return (
    <div className={styles.list}>
      {SETTINGS.map((setting, index) => (
        <div key={setting.label} className={styles.row}>
          <label htmlFor={`${id}-${index}`}>{setting.label}</label>
          <Switch
            defaultChecked={setting.defaultChecked}
            disabled={setting.disabled}
            slotProps={{
              root: { className: styles.root },
              input: { id: `${id}-${index}`, className: styles.input },
              track: { className: styles.track },
              thumb: { className: styles.thumb },
            }}
          />
        </div>
      ))}
    </div>
  );
}
