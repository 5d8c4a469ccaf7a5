import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';

const speeds = [0.5, 0.75, 1, 1.25, 1.5, 2].map((value) => ({
  value,
  label: `${value}×`,
}));

export default function SliderSteps() {
  const id = React.useId();

  return (
    <Field>
      <Label id={id}>Playback speed</Label>
      <StyledSlider
        aria-labelledby={id}
        getAriaValueText={(value) =>
          value === 1 ? 'Normal speed' : `${value} times`
        }
        defaultValue={1}
        min={0.5}
        max={2}
        step={null}
        marks={speeds}
        track={false}
      />
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  width: 360,
  maxWidth: '100%',
});

const Label = styled('span')(({ theme }) => [
  { fontSize: 14, lineHeight: '20px', fontWeight: 500, color: '#334155' },
  theme.applyStyles('dark', { color: '#cbd5e1' }),
]);

const StyledSlider = styled(Slider)(({ theme }) => [
  {
    position: 'relative',
    display: 'block',
    width: '100%',
    height: 20,
    marginBottom: 24,
    cursor: 'pointer',
    touchAction: 'none',
    [`& .${sliderClasses.rail}`]: {
      position: 'absolute',
      top: 7,
      width: '100%',
      height: 6,
      borderRadius: 999,
      backgroundColor: '#e2e8f0',
    },
    [`& .${sliderClasses.mark}`]: {
      position: 'absolute',
      top: 6,
      width: 2,
      height: 8,
      marginLeft: -1,
      borderRadius: 1,
      backgroundColor: '#94a3b8',
    },
    [`& .${sliderClasses.markLabel}`]: {
      position: 'absolute',
      top: 26,
      fontSize: 12,
      lineHeight: '16px',
      color: '#475569',
      transform: 'translateX(-50%)',
      whiteSpace: 'nowrap',
    },
    [`& .${sliderClasses.markLabelActive}`]: { fontWeight: 600, color: '#1d4ed8' },
    [`& .${sliderClasses.thumb}`]: {
      position: 'absolute',
      top: 10,
      boxSizing: 'border-box',
      width: 20,
      height: 20,
      marginLeft: -10,
      marginTop: -10,
      backgroundColor: '#2563eb',
      border: '3px solid #fff',
      borderRadius: '50%',
      boxShadow: '0 0 0 1px #2563eb, 0 1px 3px rgb(15 23 42 / 0.3)',
      transition: 'box-shadow 150ms, left 120ms',
      '&:hover': {
        boxShadow: '0 0 0 1px #2563eb, 0 0 0 6px rgb(37 99 235 / 0.15)',
      },
    },
    [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
      outline: '2px solid #2563eb',
      outlineOffset: 3,
    },
    [`& .${sliderClasses.thumb}.${sliderClasses.active}`]: {
      boxShadow: '0 0 0 1px #2563eb, 0 0 0 8px rgb(37 99 235 / 0.2)',
    },
  },
  theme.applyStyles('dark', {
    [`& .${sliderClasses.rail}`]: { backgroundColor: '#334155' },
    [`& .${sliderClasses.mark}`]: { backgroundColor: '#64748b' },
    [`& .${sliderClasses.markLabel}`]: { color: '#94a3b8' },
    [`& .${sliderClasses.markLabelActive}`]: { color: '#93c5fd' },
    [`& .${sliderClasses.thumb}`]: {
      backgroundColor: '#60a5fa',
      borderColor: '#0f172a',
      boxShadow: '0 0 0 1px #60a5fa, 0 1px 3px rgb(0 0 0 / 0.5)',
      '&:hover': {
        boxShadow: '0 0 0 1px #60a5fa, 0 0 0 6px rgb(96 165 250 / 0.2)',
      },
    },
    [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
      outlineColor: '#60a5fa',
    },
    [`& .${sliderClasses.thumb}.${sliderClasses.active}`]: {
      boxShadow: '0 0 0 1px #60a5fa, 0 0 0 8px rgb(96 165 250 / 0.25)',
    },
  }),
]);
