import * as React from 'react';
import { Grid } from '@mui/system';
import { Tile } from './tiles';

const plans = [
  { name: 'Starter', price: '€0', detail: '1 project, community support' },
  { name: 'Team', price: '€19', detail: '10 projects, shared workspaces' },
  { name: 'Business', price: '€49', detail: 'Unlimited projects, SSO' },
  { name: 'Enterprise', price: 'Custom', detail: 'Audit logs, dedicated support' },
];

export default function GridResponsive() {
  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }}>
      {plans.map((plan) => (
        <Grid key={plan.name} size={{ xs: 12, sm: 6, md: 3 }}>
          <Tile>
            <strong>{plan.name}</strong>
            <br />
            {plan.price} per month
            <br />
            {plan.detail}
          </Tile>
        </Grid>
      ))}
    </Grid>
  );
}
