import React, { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import LocalShippingRoundedIcon from '@mui/icons-material/LocalShippingRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Main from '../shared/Main';
import AddressForm from './AddressForm';
import OrderSummary from './OrderSummary';
import PaymentForm from './PaymentForm';
import Review from './Review';
import { EMPTY_ADDRESS, EMPTY_PAYMENT, type Address, type Payment } from './order';
import ShopMark from '../shared/ShopMark';

const STEPS = [
  { label: 'Shipping', title: 'Where should we send it?' },
  { label: 'Payment', title: 'Payment details' },
  { label: 'Review', title: 'Review your order' },
];

/** A three-step checkout for "Kiln & Co.", a fictional ceramics shop. Nothing is charged or sent. */
export default function Checkout() {
  const [activeStep, setActiveStep] = useState(0);
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [payment, setPayment] = useState<Payment>(EMPTY_PAYMENT);
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Move focus to the new step's heading so keyboard and screen reader users land on it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [activeStep, orderNumber]);

  const placeOrder = () => {
    setOrderNumber(`KC-${Math.floor(100000 + Math.random() * 900000)}`);
  };

  const startOver = () => {
    setAddress(EMPTY_ADDRESS);
    setPayment(EMPTY_PAYMENT);
    setOrderNumber(null);
    setActiveStep(0);
  };

  const stepTitle = orderNumber ? 'Thank you for your order' : STEPS[activeStep].title;

  return (
    <>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container
          maxWidth="lg"
          sx={{ py: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
        >
          <ShopMark />
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <LockRoundedIcon fontSize="small" />
            <Typography variant="body2">Secure checkout</Typography>
          </Stack>
        </Container>
      </Box>
      <Main sx={{ flex: 1 }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
          <Typography component="h1" variant="h4" sx={{ mb: { xs: 2, md: 4 } }}>
            Checkout
          </Typography>
          <Grid container spacing={{ xs: 3, md: 6 }}>
            <Grid size={{ xs: 12, md: 7.5 }}>
              <Stepper
                activeStep={orderNumber ? STEPS.length : activeStep}
                alternativeLabel
                role="group"
                aria-label="Checkout progress"
                sx={{ mb: { xs: 3, md: 5 } }}
              >
                {STEPS.map((step, index) => (
                  <Step key={step.label} completed={Boolean(orderNumber) || index < activeStep}>
                    <StepLabel>{step.label}</StepLabel>
                  </Step>
                ))}
              </Stepper>
              {!orderNumber && activeStep < 2 && (
                <Box sx={{ display: { md: 'none' }, mb: 3 }}>
                  <OrderSummary shipping={address.shipping} variant="compact" />
                </Box>
              )}
              <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
                <Typography
                  id="checkout-step-title"
                  ref={headingRef}
                  tabIndex={-1}
                  component="h2"
                  variant="h5"
                  sx={{ mb: 3, outline: 'none' }}
                >
                  {stepTitle}
                </Typography>
                {orderNumber ? (
                  <Stack spacing={3}>
                    <Alert severity="success" icon={<LocalShippingRoundedIcon />}>
                      Order {orderNumber} is confirmed. A receipt is on its way to {address.email}. This is a template:
                      no card was charged and nothing was sent.
                    </Alert>
                    <Typography color="text.secondary">
                      {address.firstName}, your pieces are being wrapped at the studio. We will email a tracking link as
                      soon as the parcel leaves, usually within two working days.
                    </Typography>
                    <Box>
                      <Button variant="contained" onClick={startOver}>
                        Start a new order
                      </Button>
                    </Box>
                  </Stack>
                ) : activeStep === 0 ? (
                  <AddressForm
                    initialValues={address}
                    onChange={setAddress}
                    onNext={(values) => {
                      setAddress(values);
                      setActiveStep(1);
                    }}
                  />
                ) : activeStep === 1 ? (
                  <PaymentForm
                    initialValues={payment}
                    onBack={() => setActiveStep(0)}
                    onNext={(values) => {
                      setPayment(values);
                      setActiveStep(2);
                    }}
                  />
                ) : (
                  <Review
                    address={address}
                    payment={payment}
                    onEditStep={setActiveStep}
                    onBack={() => setActiveStep(1)}
                    onPlaceOrder={placeOrder}
                  />
                )}
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, md: 4.5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
              <OrderSummary shipping={address.shipping} variant="card" />
            </Grid>
          </Grid>
        </Container>
      </Main>
      <Box component="footer" sx={{ py: 3, borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              © 2026 Kiln &amp; Co. Handmade in small batches. A fictional shop.
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Free returns within 30 days · Plastic-free packaging
            </Typography>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
