import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const SIZES = ['sm', 'md', 'lg'] as const;
const STEPS = ['Details', 'Review', 'Submit'];

export default function StepperSizes() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 480 }}>
      {SIZES.map((size) => (
        <Stepper key={size} size={size} aria-label={`Stepper, ${size}`}>
          {STEPS.map((label, index) => (
            <Step
              key={label}
              indicator={
                <StepIndicator
                  variant={index === 0 ? 'solid' : 'soft'}
                  color={index === 0 ? 'primary' : 'neutral'}
                >
                  {index + 1}
                </StepIndicator>
              }
            >
              {label}
            </Step>
          ))}
        </Stepper>
      ))}
    </Stack>
  );
}
