import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';

export default function SelectBasic() {
  return (
    <Select
      aria-label="Shipping method"
      defaultValue="standard"
      sx={{ maxWidth: 240 }}
    >
      <Option value="standard">Standard (3-5 days)</Option>
      <Option value="express">Express (1-2 days)</Option>
      <Option value="overnight">Overnight</Option>
      <Option value="pickup">Store pickup</Option>
    </Select>
  );
}
