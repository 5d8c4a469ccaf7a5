import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const prices = {
  monthly: { amount: '€12', note: 'billed every month' },
  yearly: { amount: '€120', note: 'billed once a year, two months free' },
};

type Billing = keyof typeof prices;

export default function ToggleButtonEnforced() {
  const labelId = React.useId();
  const [billing, setBilling] = React.useState<Billing>('monthly');

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography id={labelId} variant="subtitle2">
        Billing period
      </Typography>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        color="primary"
        exclusive
        value={billing}
        onChange={(_event, value: Billing | null) => {
          // Clicking the selected button again sends null: ignore it, so one stays on.
          if (value !== null) setBilling(value);
        }}
      >
        <ToggleButton value="monthly">Monthly</ToggleButton>
        <ToggleButton value="yearly">Yearly</ToggleButton>
      </ToggleButtonGroup>
      <Typography>
        <strong>{prices[billing].amount}</strong> {prices[billing].note}
      </Typography>
    </Stack>
  );
}
