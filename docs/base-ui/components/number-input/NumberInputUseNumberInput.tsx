import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import { styled } from '@mui/system';

const PRICE = 64;

export default function NumberInputUseNumberInput() {
  const id = React.useId();
  const [quantity, setQuantity] = React.useState<number | null>(2);
  const {
    getRootProps,
    getInputProps,
    getIncrementButtonProps,
    getDecrementButtonProps,
    focused,
  } = useNumberInput({
    inputId: id,
    min: 1,
    max: 10,
    value: quantity,
    onChange: (_event, value) => setQuantity(value),
  });

  return (
    <LineItem>
      <div>
        <Name>Gooseneck kettle</Name>
        <Muted>${PRICE.toFixed(2)} each</Muted>
      </div>
      <QuantityField>
        <QuantityLabel htmlFor={id}>Quantity</QuantityLabel>
        <Stepper {...getRootProps()} data-focused={focused || undefined}>
          <StepButton
            {...getDecrementButtonProps()}
            type="button"
            aria-label="Decrease quantity"
          >
            −
          </StepButton>
          <input {...getInputProps()} role="spinbutton" />
          <StepButton
            {...getIncrementButtonProps()}
            type="button"
            aria-label="Increase quantity"
          >
            +
          </StepButton>
        </Stepper>
      </QuantityField>
      <Total htmlFor={id}>${(PRICE * (quantity ?? 0)).toFixed(2)}</Total>
    </LineItem>
  );
}

const LineItem = styled('div')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: 16,
    maxWidth: 440,
    padding: 16,
    borderRadius: 12,
    border: '1px solid #e2e8f0',
    backgroundColor: '#fff',
    '& > div:first-of-type': { flex: 1, minWidth: 140 },
  },
  theme.applyStyles('dark', {
    borderColor: '#314158',
    backgroundColor: '#0f172b',
  }),
]);

const Name = styled('p')({
  margin: 0,
  fontSize: 15,
  fontWeight: 600,
});

const Muted = styled('p')(({ theme }) => [
  { margin: 0, fontSize: 13, color: '#45556c' },
  theme.applyStyles('dark', { color: '#90a1b9' }),
]);

const QuantityLabel = styled('label')(({ theme }) => [
  { fontSize: 13, color: '#45556c' },
  theme.applyStyles('dark', { color: '#90a1b9' }),
]);

const QuantityField = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
});

const Stepper = styled('div')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    padding: 3,
    borderRadius: 999,
    border: '1px solid #62748e',
    '&[data-focused]': {
      borderColor: '#155dfc',
      boxShadow: '0 0 0 3px rgb(21 93 252 / 0.25)',
    },
    '& input': {
      width: 32,
      padding: 0,
      border: 0,
      outline: 0,
      textAlign: 'center',
      fontFamily: 'inherit',
      fontSize: 14,
      lineHeight: '20px',
      fontWeight: 600,
      color: 'inherit',
      backgroundColor: 'transparent',
    },
  },
  theme.applyStyles('dark', {
    borderColor: '#62748e',
    '&[data-focused]': {
      borderColor: '#51a2ff',
      boxShadow: '0 0 0 3px rgb(81 162 255 / 0.3)',
    },
  }),
]);

const StepButton = styled('button')(({ theme }) => [
  {
    width: 28,
    height: 28,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    fontFamily: 'inherit',
    fontSize: 18,
    lineHeight: 1,
    color: '#0f172b',
    backgroundColor: '#f1f5f9',
    cursor: 'pointer',
    '&:hover': { backgroundColor: '#e2e8f0' },
    '&:disabled': {
      color: '#90a1b9',
      backgroundColor: '#f1f5f9',
      cursor: 'not-allowed',
    },
  },
  theme.applyStyles('dark', {
    color: '#f1f5f9',
    backgroundColor: '#1d293d',
    '&:hover': { backgroundColor: '#314158' },
    '&:disabled': { color: '#62748e', backgroundColor: '#1d293d' },
  }),
]);

const Total = styled('output')({
  minWidth: 72,
  textAlign: 'end',
  fontSize: 15,
  fontWeight: 600,
});
