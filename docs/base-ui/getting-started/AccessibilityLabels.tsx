import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { Input, inputClasses } from '@mui/base/Input';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

export default function AccessibilityLabels() {
  const id = React.useId();
  const [notes, setNotes] = React.useState('Gate code 4512, third floor');
  const [tip, setTip] = React.useState(3);

  return (
    <Form>
      <Field>
        {/* 1. A visible label, tied to the native input by `id`. */}
        <Label htmlFor={`${id}-notes`}>Delivery instructions</Label>
        <StyledInput
          id={`${id}-notes`}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          aria-describedby={`${id}-notes-hint`}
          endAdornment={
            notes ? (
              // 2. An icon-only button needs a name of its own.
              <ClearButton
                aria-label="Clear instructions"
                onClick={() => setNotes('')}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden>
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </ClearButton>
            ) : null
          }
        />
        <Hint id={`${id}-notes-hint`}>
          A gate code, a floor, or where to leave it.
        </Hint>
      </Field>
      <Field>
        {/* 3. A slider has no <label>: point at the visible text instead. */}
        <Header>
          <span id={`${id}-tip`}>Courier tip</span>
          <span>${tip}</span>
        </Header>
        <StyledSlider
          aria-labelledby={`${id}-tip`}
          getAriaValueText={(value) => `${value} dollars`}
          min={0}
          max={10}
          value={tip}
          onChange={(_event, value) => setTip(value as number)}
        />
      </Field>
      <SwitchRow>
        {/* 4. Switch props go to its root: give the id to the input slot. */}
        <Label htmlFor={`${id}-door`}>Leave at the door if I’m out</Label>
        <StyledSwitch defaultChecked slotProps={{ input: { id: `${id}-door` } }} />
      </SwitchRow>
    </Form>
  );
}

const Form = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 24,
  width: '100%',
  maxWidth: 360,
});

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});

const Label = styled('label')({
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
});

const Header = styled('div')({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
});

const Hint = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: 13,
  lineHeight: '18px',
  color: '#45556c',
  ...theme.applyStyles('dark', { color: '#90a1b9' }),
}));

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '0 4px 0 12px',
  border: '1px solid #62748e',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172b',
  ...theme.applyStyles('dark', { backgroundColor: '#0f172b', color: '#f1f5f9' }),
  [`& .${inputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    height: 36,
    padding: 0,
    border: 0,
    outline: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: 14,
  },
  [`&.${inputClasses.focused}`]: {
    borderColor: '#155dfc',
    boxShadow: '0 0 0 3px rgb(21 93 252 / 0.25)',
    ...theme.applyStyles('dark', {
      borderColor: '#51a2ff',
      boxShadow: '0 0 0 3px rgb(81 162 255 / 0.3)',
    }),
  },
}));

const ClearButton = styled(Button)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  padding: 0,
  border: 0,
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: '#45556c',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f1f5f9' },
  [`&.${buttonClasses.focusVisible}`]: { outline: '2px solid #155dfc' },
  ...theme.applyStyles('dark', {
    color: '#90a1b9',
    '&:hover': { backgroundColor: '#1d293d' },
    [`&.${buttonClasses.focusVisible}`]: { outlineColor: '#51a2ff' },
  }),
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
    ...theme.applyStyles('dark', { borderColor: '#51a2ff' }),
  },
  [`& .${sliderClasses.thumb}.${sliderClasses.focusVisible}`]: {
    boxShadow: '0 0 0 6px rgb(21 93 252 / 0.3)',
    ...theme.applyStyles('dark', { boxShadow: '0 0 0 6px rgb(81 162 255 / 0.4)' }),
  },
}));

const SwitchRow = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
});

const StyledSwitch = styled(Switch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 44,
  height: 24,
  cursor: 'pointer',
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 999,
    backgroundColor: '#62748e',
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 2,
    insetInlineStart: 2,
    width: 20,
    height: 20,
    borderRadius: '50%',
    backgroundColor: '#fff',
    boxShadow: '0 1px 2px rgb(0 0 0 / 0.3)',
  },
  [`& .${switchClasses.input}`]: {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: {
    backgroundColor: '#155dfc',
    ...theme.applyStyles('dark', { backgroundColor: '#2b7fff' }),
  },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: {
    insetInlineStart: 22,
  },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    outline: '2px solid #155dfc',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#51a2ff' }),
  },
}));
