import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const ADD_ONS = [
  { name: 'Daily backups', detail: 'Kept for 30 days, restored in one click.' },
  { name: 'Priority support', detail: 'Answers within 4 business hours.' },
];

export default function CheckboxOverlay() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      {ADD_ONS.map((addOn, index) => (
        <Sheet key={addOn.name} variant="outlined" sx={{ p: 2, borderRadius: 'md' }}>
          {/* `position: static` lets the checkbox's action area cover the whole card. */}
          <FormControl sx={{ position: 'static' }}>
            <Checkbox
              overlay
              label={addOn.name}
              defaultChecked={index === 0}
              sx={{ fontWeight: 'lg' }}
            />
            <FormHelperText>{addOn.detail}</FormHelperText>
          </FormControl>
        </Sheet>
      ))}
    </Stack>
  );
}
