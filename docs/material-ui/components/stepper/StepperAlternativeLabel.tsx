import * as React from 'react';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Order placed', 'Packed', 'Handed to courier', 'Delivered'];
const failedStep = 2;

export default function StepperAlternativeLabel() {
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <Stepper activeStep={failedStep} alternativeLabel sx={{ minWidth: 360 }}>
        {steps.map((label, index) => (
          <Step key={label}>
            <StepLabel
              error={index === failedStep}
              optional={
                index === failedStep ? (
                  <Typography variant="caption" color="error">
                    Address not found
                  </Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
