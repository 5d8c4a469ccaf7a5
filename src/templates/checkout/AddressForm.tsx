import React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid2';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { useValidatedForm } from '../shared/useValidatedForm';
import * as rules from '../shared/validation';
import { tint } from '../templateTheme';
import { COUNTRIES, SHIPPING_METHODS, money, validatePostalCode, type Address, type ShippingMethod } from './order';

export interface StepProps<V> {
  initialValues: V;
  onNext: (values: V) => void;
  onChange?: (values: V) => void;
}

export default function AddressForm({ initialValues, onNext, onChange }: StepProps<Address>) {
  const form = useValidatedForm<Address>(initialValues, {
    firstName: rules.required('First name'),
    lastName: rules.required('Last name'),
    email: rules.email,
    address1: rules.required('Street address'),
    city: rules.required('City'),
    region: rules.required('State or region'),
    postalCode: validatePostalCode,
    country: rules.required('Country'),
  });

  return (
    <Box component="form" noValidate aria-labelledby="checkout-step-title" onSubmit={form.handleSubmit(onNext)}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.textField('firstName')}
            label="First name"
            autoComplete="shipping given-name"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.textField('lastName')}
            label="Last name"
            autoComplete="shipping family-name"
            required
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...form.textField('email', 'We send the receipt and tracking link here.')}
            label="Email"
            type="email"
            autoComplete="email"
            required
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...form.textField('address1')}
            label="Street address"
            autoComplete="shipping address-line1"
            required
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <TextField
            {...form.textField('address2')}
            label="Apartment, suite, etc. (optional)"
            autoComplete="shipping address-line2"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.textField('city')}
            label="City"
            autoComplete="shipping address-level2"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.textField('region')}
            label="State, province or region"
            autoComplete="shipping address-level1"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.textField('postalCode')}
            label="Postal code"
            autoComplete="shipping postal-code"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...form.textField('country')}
            label="Country"
            autoComplete="shipping country-name"
            select
            required
            fullWidth
            slotProps={{ select: { native: true } }}
          >
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <FormControl component="fieldset" fullWidth>
            <FormLabel component="legend" sx={{ mb: 1, color: 'text.primary', fontWeight: 600 }}>
              Delivery
            </FormLabel>
            <RadioGroup
              name="shipping"
              value={form.values.shipping}
              onChange={(event) => {
                const shipping = event.target.value as ShippingMethod;
                form.setValue('shipping', shipping);
                onChange?.({ ...form.values, shipping });
              }}
              sx={{ gap: 1.5, flexDirection: { xs: 'column', sm: 'row' } }}
            >
              {(Object.keys(SHIPPING_METHODS) as ShippingMethod[]).map((key) => {
                const method = SHIPPING_METHODS[key];
                const selected = form.values.shipping === key;
                return (
                  <FormControlLabel
                    key={key}
                    value={key}
                    control={<Radio />}
                    sx={(theme) => ({
                      flex: 1,
                      m: 0,
                      pr: 2,
                      py: 1,
                      border: 1,
                      borderRadius: 2,
                      borderColor: selected ? 'primary.main' : 'divider',
                      bgcolor: selected ? tint(theme, 'primary', 0.08) : 'transparent',
                    })}
                    // Spans shown as blocks: a label may only hold phrasing content.
                    label={
                      <Box component="span" sx={{ display: 'block' }}>
                        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                          {method.label} · {method.price ? money(method.price) : 'Free'}
                        </Typography>
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {method.detail}
                        </Typography>
                      </Box>
                    }
                  />
                );
              })}
            </RadioGroup>
          </FormControl>
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 4 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<ArrowForwardRoundedIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Continue to payment
        </Button>
      </Stack>
    </Box>
  );
}
