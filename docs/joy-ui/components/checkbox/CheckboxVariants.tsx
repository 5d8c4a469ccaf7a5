import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function CheckboxVariants() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Checkbox variant="plain" label="Plain" defaultChecked />
      <Checkbox variant="outlined" label="Outlined" defaultChecked />
      <Checkbox variant="soft" label="Soft" defaultChecked />
      <Checkbox variant="solid" label="Solid" defaultChecked />
    </Stack>
  );
}
