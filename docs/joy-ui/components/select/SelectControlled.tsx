import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const PLANS = {
  starter: { label: 'Starter', price: 0 },
  team: { label: 'Team', price: 12 },
  business: { label: 'Business', price: 29 },
};

type Plan = keyof typeof PLANS;

export default function SelectControlled() {
  const [plan, setPlan] = React.useState<Plan | null>('team');
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 280 }}>
      <Select
        aria-label="Plan"
        placeholder="Choose a plan"
        // Joy's placeholder opacity, 0.64, leaves the text below 4.5:1 in light mode.
        sx={{ '--Select-placeholderOpacity': 0.75 }}
        value={plan}
        onChange={(_event, newValue) => setPlan(newValue)}
      >
        {(Object.keys(PLANS) as Plan[]).map((key) => (
          <Option key={key} value={key}>
            {PLANS[key].label}
          </Option>
        ))}
      </Select>
      <Typography level="body-sm" aria-live="polite">
        {plan
          ? `${PLANS[plan].label}: $${PLANS[plan].price} per seat each month`
          : 'No plan selected'}
      </Typography>
    </Stack>
  );
}
