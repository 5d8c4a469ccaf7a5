import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const sections = [
  { label: 'Personal details', hint: 'Name, date of birth and phone number.' },
  { label: 'Address', hint: 'Where you have lived for the past three years.' },
  { label: 'Employment', hint: 'Your current employer and yearly income.' },
];

export default function StepperNonLinear() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [completed, setCompleted] = React.useState<boolean[]>([false, false, false]);
  const doneCount = completed.filter(Boolean).length;

  const handleComplete = () => {
    setCompleted((previous) =>
      previous.map((done, index) => (index === activeStep ? true : done)),
    );
    const nextOpen = completed.findIndex(
      (done, index) => !done && index !== activeStep,
    );
    if (nextOpen !== -1) {
      setActiveStep(nextOpen);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={activeStep}>
        {sections.map((section, index) => (
          <Step key={section.label} completed={completed[index]}>
            <StepButton color="inherit" onClick={() => setActiveStep(index)}>
              {section.label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3 }}>
        <Typography variant="subtitle1" component="h3">
          {sections[activeStep].label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {sections[activeStep].hint}
        </Typography>
        <Box
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Button
            variant="contained"
            disabled={completed[activeStep]}
            onClick={handleComplete}
          >
            {completed[activeStep] ? 'Section saved' : 'Save section'}
          </Button>
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {doneCount} of {sections.length} sections complete
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
