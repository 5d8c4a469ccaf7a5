import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';

const marks = [0, 100, 200, 300, 400, 500].map((value) => ({
  value,
  label: `€${value}`,
}));

export default function SliderRange() {
  const id = React.useId();
  const [price, setPrice] = React.useState([120, 380]);

  return (
    <Field>
      <Header>
        <span id={id}>Price per night</span>
        <Value>
          €{price[0]} – €{price[1]}
        </Value>
      </Header>
      <StyledSlider
        aria-labelledby={id}
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        getAriaValueText={(value) => `€${value}`}
        value={price}
        onChange={(_event, newValue) => setPrice(newValue as number[])}
        min={0}
        max={500}
        step={10}
        marks={marks}
        disableSwap
        slots={{ valueLabel: ValueLabel }}
        valueLabelFormat={(value) => `€${value}`}
      />
    </Field>
  );
}

// Slider passes extra props to a custom value label; only the text is used.
function ValueLabel(props: { children?: React.ReactNode }) {
  return <ValueLabelRoot aria-hidden="true">{props.children}</ValueLabelRoot>;
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  width: 360,
  maxWidth: '100%',
  paddingTop: 8,
});

const Header = styled('div')(({ theme }) => [
  {
    display: 'flex',
    justifyContent: 'space-between',
    marginBottom: 28,
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

const ValueLabelRoot = styled('span')(({ theme }) => [
  {
    position: 'absolute',
    bottom: 'calc(100% + 8px)',
    left: '50%',
    padding: '2px 6px',
    fontSize: 12,
    lineHeight: '16px',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    color: '#fff',
    backgroundColor: '#0f172a',
    borderRadius: 4,
    transform: 'translateX(-50%)',
    opacity: 0,
    transition: 'opacity 150ms',
    pointerEvents: 'none',
    [`.${sliderClasses.thumb}:hover > &, .${sliderClasses.focusVisible} > &, .${sliderClasses.active} > &`]:
      { opacity: 1 },
  },
  theme.applyStyles('dark', { color: '#0f172a', backgroundColor: '#f1f5f9' }),
]);

const StyledSlider = styled(Slider)(({ theme }) => [
  {
    position: 'relative',
    display: 'block',
    width: '100%',
    height: 20,
    cursor: 'pointer',
    touchAction: 'none',
    [`&.${sliderClasses.marked}`]: { marginBottom: 24 },
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
    [`& .${sliderClasses.mark}`]: {
      position: 'absolute',
      top: 8,
      width: 4,
      height: 4,
      marginLeft: -2,
      borderRadius: '50%',
      backgroundColor: '#94a3b8',
    },
    [`& .${sliderClasses.markActive}`]: { backgroundColor: '#fff' },
    [`& .${sliderClasses.markLabel}`]: {
      position: 'absolute',
      top: 26,
      fontSize: 12,
      lineHeight: '16px',
      color: '#475569',
      transform: 'translateX(-50%)',
      whiteSpace: 'nowrap',
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
  },
  theme.applyStyles('dark', {
    [`& .${sliderClasses.rail}`]: { backgroundColor: '#334155' },
    [`& .${sliderClasses.track}`]: { backgroundColor: '#60a5fa' },
    [`& .${sliderClasses.mark}`]: { backgroundColor: '#64748b' },
    [`& .${sliderClasses.markActive}`]: { backgroundColor: '#0f172a' },
    [`& .${sliderClasses.markLabel}`]: { color: '#94a3b8' },
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
  }),
]);
