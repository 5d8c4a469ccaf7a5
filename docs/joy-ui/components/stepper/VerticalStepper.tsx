import * as React from 'react';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const STEPS = [
  { title: 'Create your workspace', detail: 'Name, address and time zone.' },
  { title: 'Invite your team', detail: 'Add people by email or share a link.' },
  { title: 'Connect your bank', detail: 'Import transactions automatically.' },
];

export default function VerticalStepper() {
  return (
    <Stepper orientation="vertical" sx={{ maxWidth: 360 }}>
      {STEPS.map((step, index) => (
        <Step
          key={step.title}
          active={index === 1}
          aria-current={index === 1 ? 'step' : undefined}
          indicator={
            <StepIndicator
              variant={index <= 1 ? 'solid' : 'outlined'}
              color={index <= 1 ? 'primary' : 'neutral'}
            >
              {index + 1}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{step.title}</Typography>
          <Typography level="body-sm">{step.detail}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
