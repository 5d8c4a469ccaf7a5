import * as React from 'react';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import CheckRounded from '@mui/icons-material/CheckRounded';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';
import InventoryRounded from '@mui/icons-material/InventoryRounded';

export default function StepperStates() {
  return (
    <Stepper aria-label="Order status" sx={{ width: '100%', maxWidth: 560 }}>
      <Step
        completed
        orientation="vertical"
        sx={(theme) => ({
          '--Step-connectorBg': theme.vars.palette.success.solidBg,
        })}
        indicator={
          <StepIndicator variant="solid" color="success">
            <CheckRounded />
          </StepIndicator>
        }
      >
        Ordered
      </Step>
      <Step
        active
        aria-current="step"
        orientation="vertical"
        indicator={
          <StepIndicator variant="solid" color="primary">
            <LocalShippingRounded />
          </StepIndicator>
        }
      >
        In transit
      </Step>
      <Step
        disabled
        orientation="vertical"
        indicator={
          <StepIndicator variant="outlined">
            <InventoryRounded />
          </StepIndicator>
        }
      >
        Delivered
      </Step>
    </Stepper>
  );
}
