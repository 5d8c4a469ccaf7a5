import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

export default function NumberInputStep() {
  const id = React.useId();
  const [budget, setBudget] = React.useState<number | null>(1200);

  return (
    <div>
      <Label htmlFor={id}>Monthly ad budget</Label>
      <StyledNumberInput
        id={id}
        min={0}
        max={5000}
        step={50}
        value={budget}
        onChange={(_event, value) => setBudget(value)}
        startAdornment={<Adornment>$</Adornment>}
        slotProps={{
          input: { role: 'spinbutton', 'aria-describedby': `${id}-summary` },
          incrementButton: {
            type: 'button',
            'aria-label': 'Increase by $50',
            children: <ChevronIcon direction="up" />,
          },
          decrementButton: {
            type: 'button',
            'aria-label': 'Decrease by $50',
            children: <ChevronIcon direction="down" />,
          },
        }}
      />
      <Summary id={`${id}-summary`}>
        {budget === null
          ? 'No budget set.'
          : `$${(budget * 12).toLocaleString('en-US')} a year, billed monthly.`}
      </Summary>
    </div>
  );
}

function ChevronIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path
        d={direction === 'up' ? 'm3 7.5 3-3 3 3' : 'm3 4.5 3 3 3-3'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
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

const Adornment = styled('span')(({ theme }) => [
  {
    gridColumn: 1,
    gridRow: '1 / span 2',
    alignSelf: 'center',
    paddingInlineStart: 12,
    fontSize: 14,
    lineHeight: '20px',
    color: '#45556c',
  },
  theme.applyStyles('dark', { color: '#90a1b9' }),
]);

const StyledNumberInput = styled(NumberInput)(({ theme }) => [
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr 28px',
    gridTemplateRows: '1fr 1fr',
    width: 200,
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
      gridColumn: 2,
      gridRow: '1 / span 2',
      minWidth: 0,
      paddingBlock: 8,
      paddingInline: '4px 8px',
      border: 0,
      outline: 0,
      fontFamily: 'inherit',
      fontSize: 14,
      lineHeight: '20px',
      color: 'inherit',
      backgroundColor: 'transparent',
    },
    '& button': {
      gridColumn: 3,
      display: 'grid',
      placeItems: 'center',
      padding: 0,
      border: 0,
      borderInlineStart: '1px solid #e2e8f0',
      color: '#45556c',
      backgroundColor: '#f8fafc',
      cursor: 'pointer',
      '&:hover': { color: '#0f172b', backgroundColor: '#e2e8f0' },
      '&:disabled': {
        color: '#cad5e2',
        backgroundColor: '#f8fafc',
        cursor: 'not-allowed',
      },
    },
    '& .base-NumberInput-incrementButton': {
      gridRow: 1,
      borderBottom: '1px solid #e2e8f0',
    },
    '& .base-NumberInput-decrementButton': { gridRow: 2 },
  },
  theme.applyStyles('dark', {
    borderColor: '#62748e',
    backgroundColor: '#0f172b',
    '&:hover': { borderColor: '#90a1b9' },
    '&.base--focused': {
      borderColor: '#51a2ff',
      boxShadow: '0 0 0 3px rgb(81 162 255 / 0.3)',
    },
    '& button': {
      borderInlineStartColor: '#314158',
      color: '#90a1b9',
      backgroundColor: '#1d293d',
      '&:hover': { color: '#f1f5f9', backgroundColor: '#314158' },
      '&:disabled': { color: '#45556c', backgroundColor: '#1d293d' },
    },
    '& .base-NumberInput-incrementButton': { borderBottomColor: '#314158' },
  }),
]);

const Summary = styled('p')(({ theme }) => [
  { margin: '6px 0 0', fontSize: 13, color: '#45556c' },
  theme.applyStyles('dark', { color: '#90a1b9' }),
]);
