import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';

const LOUD = 80;
const isLoud = (value: unknown) => typeof value === 'number' && value > LOUD;

export default function CustomizationSlider() {
  const id = React.useId();
  const [volume, setVolume] = React.useState(72);

  return (
    <Field>
      <Header>
        <span id={`${id}-label`}>Speaker volume</span>
        <span>{volume}%</span>
      </Header>
      <StyledSlider
        aria-labelledby={`${id}-label`}
        getAriaValueText={(value) => `${value}%`}
        value={volume}
        onChange={(_event, value) => setVolume(value as number)}
        slotProps={{
          // Called with the owner state: the props plus the slider's own state.
          track: (ownerState) => ({
            className: isLoud(ownerState.value) ? 'loud' : undefined,
          }),
          thumb: (ownerState) => ({
            className: isLoud(ownerState.value) ? 'loud' : undefined,
          }),
        }}
      />
      <Warning aria-live="polite">
        {isLoud(volume) ? 'Above 80%, long listening can damage hearing.' : ''}
      </Warning>
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  width: '100%',
  maxWidth: 360,
});

const Header = styled('div')({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
});

const Warning = styled('p')(({ theme }) => ({
  minHeight: 18,
  margin: 0,
  fontSize: 13,
  lineHeight: '18px',
  color: '#bb4d00',
  ...theme.applyStyles('dark', { color: '#ffd230' }),
}));

const StyledSlider = styled(Slider)(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 20,
  cursor: 'pointer',
  touchAction: 'none',

  [`& .${sliderClasses.rail}, & .${sliderClasses.track}`]: {
    position: 'absolute',
    top: '50%',
    display: 'block',
    height: 6,
    borderRadius: 999,
    transform: 'translateY(-50%)',
  },

  [`& .${sliderClasses.rail}`]: {
    width: '100%',
    backgroundColor: '#cad5e2',
    ...theme.applyStyles('dark', { backgroundColor: '#314158' }),
  },

  [`& .${sliderClasses.track}`]: {
    backgroundColor: '#155dfc',
    ...theme.applyStyles('dark', { backgroundColor: '#51a2ff' }),
  },

  [`& .${sliderClasses.thumb}`]: {
    position: 'absolute',
    top: '50%',
    display: 'block',
    boxSizing: 'border-box',
    width: 20,
    height: 20,
    border: '2px solid #155dfc',
    borderRadius: '50%',
    backgroundColor: '#fff',
    transform: 'translate(-50%, -50%)',
    transition: 'box-shadow 150ms ease',
    ...theme.applyStyles('dark', { borderColor: '#51a2ff' }),
  },

  [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
    boxShadow: '0 0 0 6px rgb(21 93 252 / 0.3)',
    ...theme.applyStyles('dark', { boxShadow: '0 0 0 6px rgb(81 162 255 / 0.4)' }),
  },

  [`& .${sliderClasses.thumb}.${sliderClasses.active}`]: {
    boxShadow: '0 0 0 8px rgb(21 93 252 / 0.2)',
  },

  [`& .${sliderClasses.track}.loud`]: {
    backgroundColor: '#e17100',
    ...theme.applyStyles('dark', { backgroundColor: '#ffb900' }),
  },

  [`& .${sliderClasses.thumb}.loud`]: {
    borderColor: '#e17100',
    ...theme.applyStyles('dark', { borderColor: '#ffb900' }),
  },
}));
