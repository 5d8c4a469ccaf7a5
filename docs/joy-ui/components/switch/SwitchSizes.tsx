import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Stack from '@mui/joy/Stack';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function SwitchSizes() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ alignItems: 'center' }}>
      {SIZES.map((size) => (
        <Switch
          key={size}
          size={size}
          defaultChecked
          slotProps={{ input: { 'aria-label': `Autosave (${size})` } }}
        />
      ))}
    </Stack>
  );
}
