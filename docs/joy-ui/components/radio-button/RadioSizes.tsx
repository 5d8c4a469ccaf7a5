import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function RadioSizes() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {SIZES.map((size) => (
        <FormControl key={size} size={size}>
          <FormLabel>Text size ({size})</FormLabel>
          <RadioGroup defaultValue="default">
            <Radio value="compact" label="Compact" />
            <Radio value="default" label="Default" />
            <Radio value="large" label="Large" />
          </RadioGroup>
        </FormControl>
      ))}
    </Stack>
  );
}
