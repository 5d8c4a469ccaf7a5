import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

export default function RadioOrientation() {
  const [billing, setBilling] = React.useState('yearly');
  return (
    <FormControl>
      <FormLabel>Billing period</FormLabel>
      <RadioGroup
        orientation="horizontal"
        value={billing}
        onChange={(event) => setBilling(event.target.value)}
        sx={{ '--RadioGroup-gap': '0px', flexWrap: 'wrap', gap: 2 }}
      >
        <Radio value="monthly" label="Monthly" />
        <Radio value="quarterly" label="Quarterly" />
        <Radio value="yearly" label="Yearly" />
      </RadioGroup>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        {billing === 'yearly'
          ? 'Billed $96 once a year, two months free.'
          : `Billed ${billing === 'monthly' ? '$10 every month' : '$29 every three months'}.`}
      </Typography>
    </FormControl>
  );
}
