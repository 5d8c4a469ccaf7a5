import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function CheckboxBasic() {
  return (
    <Stack spacing={1.5}>
      <Checkbox label="Keep me signed in" defaultChecked />
      <Checkbox label="Send me product updates" />
      <Checkbox label="Export includes archived invoices" disabled />
      <Checkbox
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Select invoice INV-1042' } }}
      />
    </Stack>
  );
}
