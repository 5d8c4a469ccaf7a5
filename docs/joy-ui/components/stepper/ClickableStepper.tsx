import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const STEPS = ['Account', 'Plan', 'Billing', 'Confirm'];

export default function ClickableStepper() {
  const [active, setActive] = React.useState(1);
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
      <Stepper aria-label="Sign-up progress">
        {STEPS.map((label, index) => {
          const completed = index < active;
          const current = index === active;
          return (
            <Step
              key={label}
              orientation="vertical"
              completed={completed}
              active={current}
              indicator={
                <StepIndicator
                  variant={completed || current ? 'solid' : 'outlined'}
                  color={completed || current ? 'primary' : 'neutral'}
                >
                  {completed ? <CheckRounded /> : index + 1}
                </StepIndicator>
              }
            >
              <StepButton
                aria-current={current ? 'step' : undefined}
                onClick={() => setActive(index)}
              >
                {label}
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
      <Typography level="body-sm" aria-live="polite">
        Step {active + 1} of {STEPS.length}: {STEPS[active]}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="neutral"
          disabled={active === 0}
          onClick={() => setActive(active - 1)}
        >
          Back
        </Button>
        <Button
          disabled={active === STEPS.length - 1}
          onClick={() => setActive(active + 1)}
        >
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
