import * as React from 'react';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

export default function BasicStepper() {
  return (
    <Stepper sx={{ width: '100%', maxWidth: 520 }}>
      <Step completed indicator={<StepIndicator variant="solid">1</StepIndicator>}>
        Cart
      </Step>
      <Step
        active
        aria-current="step"
        indicator={
          <StepIndicator variant="solid" color="primary">
            2
          </StepIndicator>
        }
      >
        Shipping
      </Step>
      <Step indicator={<StepIndicator>3</StepIndicator>}>Payment</Step>
    </Stepper>
  );
}
