import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';

const PLANS = [
  { value: 'starter', name: 'Starter', detail: '3 projects, 1 GB storage. Free.' },
  { value: 'team', name: 'Team', detail: 'Unlimited projects, 100 GB. $12 a seat.' },
  { value: 'business', name: 'Business', detail: 'SSO and audit logs. $24 a seat.' },
];

export default function RadioCards() {
  return (
    <RadioGroup
      aria-label="Plan"
      defaultValue="team"
      overlay
      sx={{ gap: 1.5, maxWidth: 360 }}
    >
      {PLANS.map((plan) => (
        <Sheet
          key={plan.value}
          variant="outlined"
          sx={{
            p: 2,
            borderRadius: 'md',
            '&:has(input:checked)': { borderColor: 'primary.outlinedBorder' },
          }}
        >
          {/* `position: static` lets the radio's action area cover the whole card. */}
          <FormControl sx={{ position: 'static' }}>
            <Radio value={plan.value} label={plan.name} sx={{ fontWeight: 'lg' }} />
            <FormHelperText>{plan.detail}</FormHelperText>
          </FormControl>
        </Sheet>
      ))}
    </RadioGroup>
  );
}
