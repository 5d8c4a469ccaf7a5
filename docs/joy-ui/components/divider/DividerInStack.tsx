import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const ROWS = [
  { label: 'Plan', value: 'Team, billed yearly' },
  { label: 'Seats', value: '12 of 15 used' },
  { label: 'Next invoice', value: 'March 1, $540.00' },
  { label: 'Payment method', value: 'Visa ending 4242' },
];

export default function DividerInStack() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 360, p: 2 }}>
      <Typography level="title-md" sx={{ mb: 1.5 }}>
        Subscription
      </Typography>
      <Stack spacing={1.5} divider={<Divider />}>
        {ROWS.map((row) => (
          <Stack
            key={row.label}
            direction="row"
            spacing={2}
            sx={{ justifyContent: 'space-between' }}
          >
            <Typography level="body-sm">{row.label}</Typography>
            <Typography level="body-sm" textColor="text.primary">
              {row.value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Sheet>
  );
}
