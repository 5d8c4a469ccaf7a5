import React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid2';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import { useValidatedForm } from '../shared/useValidatedForm';
import * as rules from '../shared/validation';
import type { StepProps } from './AddressForm';
import { formatCardNumber, formatExpiry, validateCardNumber, validateCvc, validateExpiry, type Payment } from './order';

export default function PaymentForm({ initialValues, onNext, onBack }: StepProps<Payment> & { onBack: () => void }) {
  const form = useValidatedForm<Payment>(initialValues, {
    cardName: rules.required('Name on card'),
    cardNumber: validateCardNumber,
    expiry: (value) => validateExpiry(value),
    cvc: validateCvc,
  });

  return (
    <Box component="form" noValidate aria-labelledby="checkout-step-title" onSubmit={form.handleSubmit(onNext)}>
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <TextField {...form.textField('cardName')} label="Name on card" autoComplete="cc-name" required fullWidth />
        </Grid>
        <Grid size={12}>
          <TextField
            {...form.textField('cardNumber', 'Try the test number 4242 4242 4242 4242.')}
            onChange={(event) => form.setValue('cardNumber', formatCardNumber(event.target.value))}
            label="Card number"
            autoComplete="cc-number"
            required
            fullWidth
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <CreditCardRoundedIcon color="action" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.textField('expiry')}
            onChange={(event) => form.setValue('expiry', formatExpiry(event.target.value))}
            label="Expiry date"
            placeholder="MM/YY"
            autoComplete="cc-exp"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.textField('cvc', '3 or 4 digits, on the back of most cards.')}
            onChange={(event) => form.setValue('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
            label="Security code"
            autoComplete="cc-csc"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={<Checkbox {...form.checkbox('billingSameAsShipping')} />}
            label="Billing address is the same as the shipping address"
          />
        </Grid>
      </Grid>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', mt: 4 }}
      >
        <Button onClick={onBack} size="large">
          Back
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<ArrowForwardRoundedIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        >
          Review order
        </Button>
      </Stack>
    </Box>
  );
}
