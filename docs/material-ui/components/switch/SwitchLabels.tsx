import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

// role="switch" makes screen readers say "on" and "off" instead of "checked".
const asSwitch = { role: 'switch' };

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel
        control={<Switch defaultChecked inputProps={asSwitch} />}
        label="Wi-Fi"
      />
      <FormControlLabel
        control={<Switch inputProps={asSwitch} />}
        label="Bluetooth"
      />
      <FormControlLabel
        control={<Switch inputProps={asSwitch} />}
        label="Airplane mode (managed by your organization)"
        disabled
      />
    </FormGroup>
  );
}
