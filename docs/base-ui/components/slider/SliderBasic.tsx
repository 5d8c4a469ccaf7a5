import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';

export default function SliderBasic() {
  const id = React.useId();
  const [volume, setVolume] = React.useState(40);

  return (
    <Panel>
      <Field>
        <Header>
          <span id={`${id}-notifications`}>Notification volume</span>
          <Value>{volume}%</Value>
        </Header>
        <StyledSlider
          aria-labelledby={`${id}-notifications`}
          getAriaValueText={(value) => `${value}%`}
          value={volume}
          onChange={(_event, newValue) => setVolume(newValue as number)}
        />
      </Field>
      <Field>
        <Header>
          <span id={`${id}-alarms`}>Alarm volume</span>
          <Value>80%</Value>
        </Header>
        <StyledSlider
          aria-labelledby={`${id}-alarms`}
          slotProps={{ input: { 'aria-describedby': `${id}-alarms-hint` } }}
          getAriaValueText={(value) => `${value}%`}
          defaultValue={80}
          disabled
        />
        <Hint id={`${id}-alarms-hint`}>Managed by your Focus schedule.</Hint>
      </Field>
    </Panel>
  );
}

const Panel = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 24,
  width: 320,
  maxWidth: '100%',
});

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 8 });

const Header = styled('div')(({ theme }) => [
  {
    display: 'flex',
    justifyContent: 'space-between',
    fontSize: 14,
    lineHeight: '20px',
    fontWeight: 500,
    color: '#334155',
  },
  theme.applyStyles('dark', { color: '#cbd5e1' }),
]);

const Value = styled('span')(({ theme }) => [
  { fontVariantNumeric: 'tabular-nums', color: '#0f172a' },
  theme.applyStyles('dark', { color: '#f1f5f9' }),
]);

const Hint = styled('span')(({ theme }) => [
  { fontSize: 13, lineHeight: '20px', color: '#475569' },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const StyledSlider = styled(Slider)(({ theme }) => [
  {
    position: 'relative',
    display: 'block',
    width: '100%',
    height: 20,
    cursor: 'pointer',
    touchAction: 'none',
    [`&.${sliderClasses.disabled}`]: { cursor: 'not-allowed', opacity: 0.5 },
    [`& .${sliderClasses.rail}`]: {
      position: 'absolute',
      top: 7,
      width: '100%',
      height: 6,
      borderRadius: 999,
      backgroundColor: '#e2e8f0',
    },
    [`& .${sliderClasses.track}`]: {
      position: 'absolute',
      top: 7,
      height: 6,
      borderRadius: 999,
      backgroundColor: '#2563eb',
    },
    [`&.${sliderClasses.disabled} .${sliderClasses.track}`]: {
      backgroundColor: '#64748b',
    },
    [`& .${sliderClasses.thumb}`]: {
      position: 'absolute',
      top: 10,
      boxSizing: 'border-box',
      width: 20,
      height: 20,
      marginLeft: -10,
      marginTop: -10,
      backgroundColor: '#fff',
      border: '2px solid #2563eb',
      borderRadius: '50%',
      boxShadow: '0 1px 3px rgb(15 23 42 / 0.2)',
      transition: 'box-shadow 150ms',
      '&:hover': { boxShadow: '0 0 0 6px rgb(37 99 235 / 0.15)' },
    },
    [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
      boxShadow: '0 0 0 6px rgb(37 99 235 / 0.3)',
      outline: '2px solid #2563eb',
      outlineOffset: 2,
    },
    [`& .${sliderClasses.thumb}.${sliderClasses.active}`]: {
      boxShadow: '0 0 0 8px rgb(37 99 235 / 0.2)',
    },
    [`&.${sliderClasses.disabled} .${sliderClasses.thumb}`]: {
      borderColor: '#64748b',
      boxShadow: 'none',
    },
  },
  theme.applyStyles('dark', {
    [`& .${sliderClasses.rail}`]: { backgroundColor: '#334155' },
    [`& .${sliderClasses.track}`]: { backgroundColor: '#60a5fa' },
    [`&.${sliderClasses.disabled} .${sliderClasses.track}`]: {
      backgroundColor: '#94a3b8',
    },
    [`& .${sliderClasses.thumb}`]: {
      backgroundColor: '#0f172a',
      borderColor: '#60a5fa',
      '&:hover': { boxShadow: '0 0 0 6px rgb(96 165 250 / 0.2)' },
    },
    [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
      boxShadow: '0 0 0 6px rgb(96 165 250 / 0.3)',
      outlineColor: '#60a5fa',
    },
    [`& .${sliderClasses.thumb}.${sliderClasses.active}`]: {
      boxShadow: '0 0 0 8px rgb(96 165 250 / 0.25)',
    },
    [`&.${sliderClasses.disabled} .${sliderClasses.thumb}`]: {
      borderColor: '#94a3b8',
      boxShadow: 'none',
    },
  }),
]);
