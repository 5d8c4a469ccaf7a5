import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel
        control={<Checkbox defaultChecked />}
        label="Email me a receipt"
      />
      <FormControlLabel control={<Checkbox />} label="Gift wrap this order" />
      <FormControlLabel
        control={<Checkbox inputProps={{ required: true }} />}
        label="I accept the terms of sale (required)"
      />
      <FormControlLabel
        disabled
        control={<Checkbox />}
        label="Express delivery (sold out)"
      />
    </FormGroup>
  );
}
