import * as React from 'react';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import { StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentIcon from '@mui/icons-material/Payment';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

const ThickConnector = styled(StepConnector)(({ theme }) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: {
    top: 20,
  },
  [`& .${stepConnectorClasses.line}`]: {
    height: 4,
    border: 0,
    borderRadius: 2,
    backgroundColor: theme.palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]:
    {
      backgroundColor: theme.palette.primary.main,
    },
}));

const IconCircle = styled('span')<{
  ownerState: { active?: boolean; completed?: boolean };
}>(({ theme, ownerState }) => ({
  zIndex: 1,
  width: 44,
  height: 44,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.palette.text.secondary,
  backgroundColor: theme.palette.action.selected,
  ...((ownerState.active || ownerState.completed) && {
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
  }),
  ...(ownerState.active && {
    boxShadow: `0 0 0 4px ${theme.palette.action.focus}`,
  }),
}));

const icons: Record<string, React.ReactElement> = {
  1: <ShoppingCartIcon />,
  2: <LocalShippingIcon />,
  3: <PaymentIcon />,
};

function CheckoutStepIcon({ active, completed, className, icon }: StepIconProps) {
  return (
    <IconCircle ownerState={{ active, completed }} className={className}>
      {completed ? <CheckIcon /> : icons[String(icon)]}
    </IconCircle>
  );
}

const steps = ['Cart', 'Delivery', 'Payment'];

export default function StepperCustomized() {
  return (
    <Stepper
      activeStep={1}
      alternativeLabel
      connector={<ThickConnector />}
      sx={{ width: '100%' }}
    >
      {steps.map((label) => (
        <Step key={label}>
          <StepLabel StepIconComponent={CheckoutStepIcon}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
