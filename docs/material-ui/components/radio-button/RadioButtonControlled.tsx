import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const plans = {
  monthly: 'You pay €12 every month and can cancel any time.',
  yearly: 'You pay €120 once a year: two months free.',
};

export default function RadioButtonControlled() {
  const [plan, setPlan] = React.useState<keyof typeof plans>('yearly');
  const labelId = React.useId();

  return (
    <FormControl>
      <FormLabel id={labelId}>Billing</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="billing"
        value={plan}
        onChange={(event) => setPlan(event.target.value as keyof typeof plans)}
      >
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly" />
      </RadioGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {plans[plan]}
      </Typography>
    </FormControl>
  );
}
