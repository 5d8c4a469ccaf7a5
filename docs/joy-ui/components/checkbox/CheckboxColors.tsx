import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function CheckboxColors() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Checkbox color="primary" label="Primary" defaultChecked />
      <Checkbox color="neutral" label="Neutral" defaultChecked />
      <Checkbox color="success" label="Success" defaultChecked />
      <Checkbox color="warning" label="Warning" defaultChecked />
      <Checkbox color="danger" label="Danger" defaultChecked />
    </Stack>
  );
}
