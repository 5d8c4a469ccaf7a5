import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const STEPS = ['Draft', 'Review', 'Publish'];

function Item({ children }: { children: React.ReactNode }) {
  return (
    <Sheet variant="outlined" sx={{ px: 2, py: 1, borderRadius: 'sm' }}>
      {children}
    </Sheet>
  );
}

export default function StackDirectionSpacing() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={1}>
        {STEPS.map((step) => (
          <Item key={step}>{step}</Item>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        {STEPS.map((step) => (
          <Item key={step}>{step}</Item>
        ))}
      </Stack>
    </Stack>
  );
}
