import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';

const plans = [
  { name: 'Starter', price: '€0', features: ['3 projects', 'Community support'] },
  {
    name: 'Team',
    price: '€12',
    features: ['Unlimited projects', 'Email support'],
    featured: true,
  },
];

export default function CardStyled() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {plans.map((plan) => (
        <Card
          key={plan.name}
          variant="outlined"
          sx={{
            flex: 1,
            borderRadius: 3,
            borderColor: plan.featured ? 'primary.main' : 'divider',
            borderWidth: plan.featured ? 2 : 1,
            bgcolor: plan.featured ? 'action.hover' : 'background.paper',
            transition: 'box-shadow 200ms',
            '&:hover': { boxShadow: 4 },
          }}
        >
          <CardContent>
            <Typography variant="overline" component="h3">
              {plan.name}
            </Typography>
            <Typography variant="h4" component="p" sx={{ mb: 1 }}>
              {plan.price}
              <Typography
                component="span"
                variant="body2"
                sx={{ color: 'text.secondary' }}
              >
                {' '}
                per seat / month
              </Typography>
            </Typography>
            {plan.features.map((feature) => (
              <Stack
                key={feature}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                <CheckCircleOutlineIcon fontSize="small" color="success" />
                <Typography variant="body2">{feature}</Typography>
              </Stack>
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
