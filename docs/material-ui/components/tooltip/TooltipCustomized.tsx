import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip, { tooltipClasses, type TooltipProps } from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const LightTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    boxShadow: theme.shadows[4],
    border: `1px solid ${theme.palette.divider}`,
    fontSize: theme.typography.pxToRem(13),
    maxWidth: 260,
    padding: theme.spacing(1, 1.5),
  },
}));

export default function TooltipCustomized() {
  return (
    <Stack direction="row" spacing={2}>
      <LightTooltip
        title={
          <React.Fragment>
            <Typography
              variant="subtitle2"
              component="span"
              sx={{ display: 'block' }}
            >
              Keyboard shortcut
            </Typography>
            Press Ctrl + Shift + P to open the command palette from anywhere.
          </React.Fragment>
        }
      >
        <Button>Command palette</Button>
      </LightTooltip>
    </Stack>
  );
}
