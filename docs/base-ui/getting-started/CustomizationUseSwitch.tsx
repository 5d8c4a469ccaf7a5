import * as React from 'react';
import clsx from 'clsx';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

interface LabeledToggleProps extends UseSwitchParameters {
  label: string;
}

function LabeledToggle({ label, ...parameters }: LabeledToggleProps) {
  const { getInputProps, checked, focusVisible } = useSwitch(parameters);

  return (
    <Row className={clsx(checked && 'checked', focusVisible && 'focus-visible')}>
      <VisuallyHiddenInput {...getInputProps()} />
      <span>{label}</span>
      <Pill aria-hidden>
        <Knob />
        {checked ? 'On' : 'Off'}
      </Pill>
    </Row>
  );
}

export default function CustomizationUseSwitch() {
  return (
    <Stack>
      <LabeledToggle label="Out-of-office reply" />
      <LabeledToggle label="Read receipts" defaultChecked />
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  width: '100%',
  maxWidth: 360,
});

const Row = styled('label')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  padding: '10px 12px',
  border: '1px solid #cad5e2',
  borderRadius: 10,
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
  cursor: 'pointer',
  '&.focus-visible': { outline: '2px solid #155dfc', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#314158',
    '&.focus-visible': { outlineColor: '#51a2ff' },
  }),
}));

const VisuallyHiddenInput = styled('input')({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

const Pill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: 64,
  height: 28,
  boxSizing: 'border-box',
  paddingInlineStart: 4,
  paddingInlineEnd: 10,
  borderRadius: 999,
  backgroundColor: '#e2e8f0',
  color: '#314158',
  fontSize: 12,
  fontWeight: 700,
  '.checked &': {
    flexDirection: 'row-reverse',
    paddingInlineStart: 10,
    paddingInlineEnd: 4,
    backgroundColor: '#155dfc',
    color: '#fff',
  },
  ...theme.applyStyles('dark', {
    backgroundColor: '#314158',
    color: '#f1f5f9',
  }),
}));

const Knob = styled('span')({
  width: 20,
  height: 20,
  borderRadius: '50%',
  backgroundColor: '#fff',
  boxShadow: '0 1px 2px rgb(0 0 0 / 0.3)',
});
