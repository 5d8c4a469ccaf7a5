import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function InputValidation() {
  const id = React.useId();
  const [email, setEmail] = React.useState('maria@northwind');
  const [touched, setTouched] = React.useState(true);
  const invalid = touched && !EMAIL.test(email);

  return (
    <div>
      <Label htmlFor={id}>
        Work email <span aria-hidden="true">*</span>
      </Label>
      <StyledInput
        id={id}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setTouched(false);
        }}
        onBlur={() => setTouched(true)}
        error={invalid}
        aria-describedby={`${id}-message`}
      />
      <Message id={`${id}-message`} className={invalid ? 'error' : undefined}>
        {invalid
          ? 'Enter an email address such as maria@northwind.com.'
          : 'We send invoices and receipts to this address.'}
      </Message>
    </div>
  );
}

const Label = styled('label')({
  display: 'block',
  marginBottom: 6,
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 500,
});

const StyledInput = styled(Input)(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    maxWidth: 320,
    padding: '0 12px',
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
    '&.base--error': { borderColor: '#e7000b' },
    '&.base--error.base--focused': {
      boxShadow: '0 0 0 3px rgb(231 0 11 / 0.25)',
    },
    '& .base-Input-input': {
      flex: 1,
      minWidth: 0,
      padding: '8px 0',
      border: 0,
      outline: 0,
      fontFamily: 'inherit',
      fontSize: 14,
      lineHeight: '20px',
      color: 'inherit',
      backgroundColor: 'transparent',
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
    '&.base--error': { borderColor: '#ff6467' },
    '&.base--error.base--focused': {
      boxShadow: '0 0 0 3px rgb(255 100 103 / 0.3)',
    },
  }),
]);

const Message = styled('p')(({ theme }) => [
  {
    margin: '6px 0 0',
    fontSize: 13,
    color: '#45556c',
    '&.error': { color: '#c10007' },
  },
  theme.applyStyles('dark', {
    color: '#90a1b9',
    '&.error': { color: '#ff6467' },
  }),
]);
