import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const PLANS = [
  { name: 'Starter', price: '$9', featured: false },
  { name: 'Team', price: '$29', featured: true },
];

export default function ShadowTinted() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      {PLANS.map((plan) => (
        <Card
          key={plan.name}
          variant="outlined"
          sx={(theme) => ({
            width: 200,
            maxWidth: '100%',
            boxShadow: theme.shadow.lg,
            ...(plan.featured && {
              // Read by theme.shadow.lg on this element only.
              '--joy-shadowChannel': theme.vars.palette.primary.mainChannel,
              '--joy-shadowOpacity': '0.24',
              borderColor: 'primary.outlinedBorder',
            }),
          })}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography level="title-md">{plan.name}</Typography>
            {plan.featured && (
              <Chip size="sm" color="primary">
                Popular
              </Chip>
            )}
          </Stack>
          <Typography level="h3">
            {plan.price}
            <Typography level="body-sm"> / month</Typography>
          </Typography>
          <Button variant={plan.featured ? 'solid' : 'outlined'}>
            Choose {plan.name}
          </Button>
        </Card>
      ))}
    </Stack>
  );
}
