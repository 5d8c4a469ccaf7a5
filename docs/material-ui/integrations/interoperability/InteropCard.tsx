import * as React from 'react';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button, { buttonClasses } from '@mui/material/Button';
import Slider, { sliderClasses } from '@mui/material/Slider';

const indigo = { 300: '#a3b3ff', 400: '#7c86ff', 600: '#4f39f6', 700: '#432dd7' };
const slate = {
  100: '#f1f5f9',
  200: '#e2e8f0',
  400: '#90a1b9',
  500: '#62748e',
  600: '#45556c',
  700: '#314158',
  800: '#1d293d',
  900: '#0f172b',
  950: '#020618',
};

// A ring in the thumb's own color at 20% opacity.
const halo = (size: number) =>
  `0 0 0 ${size}px color-mix(in srgb, currentColor 20%, transparent)`;

const Card = styled('div')(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 384,
  padding: 24,
  border: `1px solid ${slate[200]}`,
  borderRadius: 16,
  backgroundColor: '#fff',
  color: slate[900],
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif",
  fontSize: 14,
  lineHeight: '20px',
  boxShadow: '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
  ...theme.applyStyles('dark', {
    borderColor: slate[700],
    backgroundColor: slate[900],
    color: slate[100],
  }),
}));

const Muted = styled('p')(({ theme }) => ({
  margin: 0,
  color: slate[600],
  ...theme.applyStyles('dark', { color: slate[400] }),
}));

const PlanSlider = styled(Slider)(({ theme }) => ({
  height: 6,
  color: indigo[600],
  [`& .${sliderClasses.rail}`]: { opacity: 1, backgroundColor: slate[200] },
  [`& .${sliderClasses.track}`]: { border: 0 },
  [`& .${sliderClasses.thumb}`]: {
    backgroundColor: '#fff',
    border: '2px solid currentColor',
    '&::before': { boxShadow: 'none' },
    '@media (hover: hover)': { '&:hover': { boxShadow: halo(6) } },
    [`&.${sliderClasses.focusVisible}`]: { boxShadow: halo(6) },
    [`&.${sliderClasses.active}`]: { boxShadow: halo(10) },
  },
  ...theme.applyStyles('dark', {
    color: indigo[400],
    [`& .${sliderClasses.rail}`]: { backgroundColor: slate[700] },
  }),
}));

const PlanButton = styled(Button)(({ theme }) => ({
  padding: '10px 16px',
  borderRadius: 8,
  backgroundColor: indigo[600],
  color: '#fff',
  fontFamily: 'inherit',
  fontWeight: 600,
  letterSpacing: 'normal',
  textTransform: 'none',
  '@media (hover: hover)': { '&:hover': { backgroundColor: indigo[700] } },
  [`&.${buttonClasses.focusVisible}`]: {
    outline: `2px solid ${indigo[600]}`,
    outlineOffset: 2,
  },
  [`&.${buttonClasses.disabled}`]: {
    backgroundColor: slate[100],
    color: slate[500],
  },
  ...theme.applyStyles('dark', {
    backgroundColor: indigo[400],
    color: slate[950],
    '@media (hover: hover)': { '&:hover': { backgroundColor: indigo[300] } },
    [`&.${buttonClasses.focusVisible}`]: { outlineColor: indigo[400] },
    [`&.${buttonClasses.disabled}`]: {
      backgroundColor: slate[800],
      color: slate[400],
    },
  }),
}));

const formatSize = (gigabytes: number) =>
  gigabytes >= 1000 ? `${gigabytes / 1000} TB` : `${gigabytes} GB`;

export default function InteropCard() {
  const labelId = React.useId();
  const [plan, setPlan] = React.useState(200);
  const [size, setSize] = React.useState(500);

  let action = 'Current plan';
  if (size !== plan) {
    action = `${size > plan ? 'Upgrade' : 'Downgrade'} to ${formatSize(size)}`;
  }

  return (
    <Card>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: '16px' }}>
        <Box
          component="span"
          sx={{ fontSize: 18, lineHeight: '28px', fontWeight: 600 }}
        >
          Storage plan
        </Box>
        <Box component="span" sx={{ lineHeight: '28px', fontWeight: 600 }}>
          ${(size / 100) * 5} / month
        </Box>
      </Box>
      <Muted sx={{ mt: '4px', mb: '20px' }}>
        Drag to choose how much space your team needs.
      </Muted>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <span id={labelId}>Storage</span>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {formatSize(size)}
        </Box>
      </Box>
      <PlanSlider
        aria-labelledby={labelId}
        getAriaValueText={formatSize}
        min={100}
        max={1000}
        step={100}
        value={size}
        onChange={(_event, next) => setSize(next as number)}
      />
      <PlanButton
        variant="contained"
        disableElevation
        fullWidth
        disabled={size === plan}
        onClick={() => setPlan(size)}
        sx={{ mt: '8px' }}
      >
        {action}
      </PlanButton>
      <Muted
        aria-live="polite"
        sx={{ mt: '12px', fontSize: 12, lineHeight: '16px' }}
      >
        You are on the {formatSize(plan)} plan.
      </Muted>
    </Card>
  );
}
