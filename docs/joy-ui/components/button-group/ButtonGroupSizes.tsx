import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function ButtonGroupSizes() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {SIZES.map((size) => (
        <ButtonGroup key={size} size={size} aria-label={`Date range, ${size}`}>
          <Button>Today</Button>
          <Button>Last 7 days</Button>
          <Button>Last 30 days</Button>
        </ButtonGroup>
      ))}
    </Stack>
  );
}
