import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

export default function NumberInputBasic() {
  const id = React.useId();

  return (
    <div>
      <Label htmlFor={id}>Guests</Label>
      <StyledNumberInput
        id={id}
        min={1}
        max={12}
        defaultValue={2}
        slotProps={{
          input: { role: 'spinbutton' },
          decrementButton: {
            type: 'button',
            'aria-label': 'Remove a guest',
            children: <MinusIcon />,
          },
          incrementButton: {
            type: 'button',
            'aria-label': 'Add a guest',
            children: <PlusIcon />,
          },
        }}
      />
    </div>
  );
}

function MinusIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M3 8h10" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

const Label = styled('label')({
  display: 'block',
  marginBottom: 6,
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 500,
});

const StyledNumberInput = styled(NumberInput)(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'stretch',
    overflow: 'hidden',
    borderRadius: 8,
    border: '1px solid #62748e',
    backgroundColor: '#fff',
    boxShadow: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
    transition: 'border-color 150ms, box-shadow 150ms',
    '&:hover': { borderColor: '#45556c' },
    '&.base--focused': {
      borderColor: '#155dfc',
      boxShadow: '0 0 0 3px rgb(21 93 252 / 0.25)',
    },
    '& .base-NumberInput-input': {
      order: 1,
      width: 56,
      padding: '8px 0',
      border: 0,
      borderInline: '1px solid #e2e8f0',
      outline: 0,
      textAlign: 'center',
      fontFamily: 'inherit',
      fontSize: 14,
      lineHeight: '20px',
      color: 'inherit',
      backgroundColor: 'transparent',
    },
    '& .base-NumberInput-incrementButton': { order: 2 },
    '& button': {
      display: 'grid',
      placeItems: 'center',
      width: 36,
      padding: 0,
      border: 0,
      color: '#314158',
      backgroundColor: 'transparent',
      cursor: 'pointer',
      '&:hover': { backgroundColor: '#f1f5f9' },
      '&:disabled': {
        color: '#cad5e2',
        backgroundColor: 'transparent',
        cursor: 'not-allowed',
      },
    },
  },
  theme.applyStyles('dark', {
    borderColor: '#62748e',
    backgroundColor: '#0f172b',
    '&:hover': { borderColor: '#90a1b9' },
    '&.base--focused': {
      borderColor: '#51a2ff',
      boxShadow: '0 0 0 3px rgb(81 162 255 / 0.3)',
    },
    '& .base-NumberInput-input': { borderInlineColor: '#314158' },
    '& button': {
      color: '#cad5e2',
      '&:hover': { backgroundColor: '#1d293d' },
      '&:disabled': { color: '#45556c', backgroundColor: 'transparent' },
    },
  }),
]);
