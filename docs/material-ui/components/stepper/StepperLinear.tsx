import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Choose a plan', 'Add team members', 'Connect a calendar', 'Confirm'];
const optionalStep = 2;

export default function StepperLinear() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [skipped, setSkipped] = React.useState<number[]>([]);
  const finished = activeStep === steps.length;

  const handleNext = () => {
    setSkipped((previous) => previous.filter((step) => step !== activeStep));
    setActiveStep((step) => step + 1);
  };

  const handleSkip = () => {
    setSkipped((previous) => [...previous, activeStep]);
    setActiveStep((step) => step + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step
            key={label}
            completed={index < activeStep && !skipped.includes(index)}
          >
            <StepLabel
              optional={
                index === optionalStep ? (
                  <Typography variant="caption">Optional</Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography role="status" sx={{ mt: 3, mb: 2 }}>
        {finished
          ? 'Your workspace is ready. Invitations are on their way.'
          : `Step ${activeStep + 1} of ${steps.length}: ${steps[activeStep]}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {finished ? (
          <Button
            onClick={() => {
              setActiveStep(0);
              setSkipped([]);
            }}
          >
            Start over
          </Button>
        ) : (
          <React.Fragment>
            <Button
              color="inherit"
              disabled={activeStep === 0}
              onClick={() => setActiveStep((step) => step - 1)}
            >
              Back
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            {activeStep === optionalStep && (
              <Button onClick={handleSkip}>Skip</Button>
            )}
            <Button variant="contained" onClick={handleNext}>
              {activeStep === steps.length - 1 ? 'Create workspace' : 'Next'}
            </Button>
          </React.Fragment>
        )}
      </Box>
    </Box>
  );
}
