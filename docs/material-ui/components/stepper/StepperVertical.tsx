import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  {
    label: 'Verify your domain',
    description:
      'Add a TXT record to the DNS settings of northwind.example. Changes can take up to an hour to spread.',
  },
  {
    label: 'Create mailboxes',
    description:
      'Give each person an address such as ana.lopez@northwind.example. You can add shared inboxes later.',
  },
  {
    label: 'Move existing mail',
    description:
      'Import messages from your old provider. Large mailboxes keep copying in the background.',
  },
];

export default function StepperVertical() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step.label}>
            <StepLabel>{step.label}</StepLabel>
            <StepContent>
              <Typography variant="body2">{step.description}</Typography>
              <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                <Button
                  variant="contained"
                  size="small"
                  onClick={() => setActiveStep(index + 1)}
                >
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button
                  size="small"
                  disabled={index === 0}
                  onClick={() => setActiveStep(index - 1)}
                >
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Paper square elevation={0} sx={{ p: 2 }}>
          <Typography role="status">Your mail setup is complete.</Typography>
          <Button size="small" onClick={() => setActiveStep(0)} sx={{ mt: 1 }}>
            Review the steps again
          </Button>
        </Paper>
      )}
    </Box>
  );
}
