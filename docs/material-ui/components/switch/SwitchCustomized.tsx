import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { styled } from '@mui/material/styles';

const PillSwitch = styled(Switch)(({ theme }) => ({
  width: 52,
  height: 32,
  padding: 0,
  margin: theme.spacing(1),
  '& .MuiSwitch-switchBase': {
    padding: 4,
    '&.Mui-checked': {
      transform: 'translateX(20px)',
      color: theme.palette.success.contrastText,
      '& + .MuiSwitch-track': {
        backgroundColor: theme.palette.success.main,
        borderColor: theme.palette.success.main,
        opacity: 1,
      },
    },
    '&.Mui-focusVisible .MuiSwitch-thumb': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
    '&.Mui-disabled + .MuiSwitch-track': { opacity: 0.4 },
  },
  '& .MuiSwitch-thumb': {
    width: 24,
    height: 24,
    boxShadow: 'none',
  },
  '& .MuiSwitch-track': {
    borderRadius: 16,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.action.selected,
    opacity: 1,
    transition: theme.transitions.create(['background-color', 'border-color']),
  },
}));

export default function SwitchCustomized() {
  return (
    <div>
      <FormControlLabel
        control={<PillSwitch defaultChecked inputProps={{ role: 'switch' }} />}
        label="Show online status"
      />
      <FormControlLabel
        control={<PillSwitch inputProps={{ role: 'switch' }} />}
        label="Read receipts"
      />
    </div>
  );
}
