import * as React from 'react';
import Stack from '@mui/material/Stack';
import Switch, { type SwitchProps } from '@mui/material/Switch';

const colors: NonNullable<SwitchProps['color']>[] = [
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
  'default',
];

export default function SwitchSizesColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Switch
            key={color}
            color={color}
            defaultChecked
            inputProps={{ role: 'switch', 'aria-label': `${color} switch` }}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Switch
          size="small"
          defaultChecked
          inputProps={{ role: 'switch', 'aria-label': 'Small switch' }}
        />
        <Switch
          size="medium"
          defaultChecked
          inputProps={{ role: 'switch', 'aria-label': 'Medium switch' }}
        />
      </Stack>
    </Stack>
  );
}
