import React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { OrderLines } from './OrderSummary';
import { SHIPPING_METHODS, money, totals, type Address, type Payment } from './order';

function Detail({ title, onEdit, children }: { title: string; onEdit: () => void; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={onEdit}
          aria-label={`Edit ${title.toLowerCase()}`}
        >
          Edit
        </Link>
      </Stack>
      <Box sx={{ color: 'text.secondary', '& p': { m: 0 } }}>{children}</Box>
    </Paper>
  );
}

export default function Review({
  address,
  payment,
  onEditStep,
  onBack,
  onPlaceOrder,
}: {
  address: Address;
  payment: Payment;
  onEditStep: (step: number) => void;
  onBack: () => void;
  onPlaceOrder: () => void;
}) {
  const method = SHIPPING_METHODS[address.shipping];
  const lastFour = payment.cardNumber.replace(/\s/g, '').slice(-4);
  return (
    <Box>
      <Box sx={{ display: { md: 'none' }, mb: 3 }}>
        <OrderLines shipping={address.shipping} />
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Detail title="Shipping address" onEdit={() => onEditStep(0)}>
            <p>
              {address.firstName} {address.lastName}
            </p>
            <p>{address.address1}</p>
            {address.address2 && <p>{address.address2}</p>}
            <p>
              {address.city}, {address.region} {address.postalCode}
            </p>
            <p>{address.country}</p>
            <p>{address.email}</p>
          </Detail>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Detail title="Payment" onEdit={() => onEditStep(1)}>
            <p>Card ending in {lastFour}</p>
            <p>Expires {payment.expiry}</p>
            <p>{payment.cardName}</p>
            <p>{payment.billingSameAsShipping ? 'Billing address same as shipping' : 'Separate billing address'}</p>
          </Detail>
        </Grid>
        <Grid size={12}>
          <Detail title="Delivery" onEdit={() => onEditStep(0)}>
            <p>
              {method.label}, {method.detail.toLowerCase()} · {method.price ? money(method.price) : 'Free'}
            </p>
          </Detail>
        </Grid>
      </Grid>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mt: 4 }}
      >
        <Button onClick={onBack} size="large">
          Back
        </Button>
        <Button onClick={onPlaceOrder} variant="contained" size="large" startIcon={<LockRoundedIcon />}>
          Place order · {money(totals(address.shipping).total)}
        </Button>
      </Stack>
    </Box>
  );
}
