import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  'Water the basil when the top centimetre of soil feels dry.',
  'Turn the pot a quarter each week so the plant grows straight.',
  'Pinch off flower buds to keep the leaves sweet.',
  'Harvest from the top, just above a pair of leaves.',
];

export default function StepperMobile() {
  const theme = useTheme();
  const [activeStep, setActiveStep] = React.useState(0);
  const isRtl = theme.direction === 'rtl';

  return (
    <Box sx={{ maxWidth: 400, width: '100%' }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        Tip {activeStep + 1} of {tips.length}
      </Typography>
      <Typography aria-live="polite" sx={{ minHeight: 72 }}>
        {tips[activeStep]}
      </Typography>
      <MobileStepper
        variant="progress"
        position="static"
        steps={tips.length}
        activeStep={activeStep}
        LinearProgressProps={{ 'aria-label': 'Tips read' }}
        backButton={
          <Button
            size="small"
            onClick={() => setActiveStep((step) => step - 1)}
            disabled={activeStep === 0}
            startIcon={isRtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
          >
            Back
          </Button>
        }
        nextButton={
          <Button
            size="small"
            onClick={() => setActiveStep((step) => step + 1)}
            disabled={activeStep === tips.length - 1}
            endIcon={isRtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
          >
            Next
          </Button>
        }
      />
    </Box>
  );
}
