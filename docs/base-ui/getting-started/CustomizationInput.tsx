import * as React from 'react';
import { Input, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function CustomizationInput() {
  const id = React.useId();
  const [email, setEmail] = React.useState('finance@northwind');
  const emailInvalid = !EMAIL.test(email);

  return (
    <Form>
      <Field>
        <Label htmlFor={`${id}-budget`}>Monthly budget</Label>
        <StyledInput
          id={`${id}-budget`}
          defaultValue="2,500"
          inputMode="decimal"
          aria-describedby={`${id}-budget-hint`}
          startAdornment={<Adornment>$</Adornment>}
          endAdornment={<Adornment>USD</Adornment>}
        />
        <Hint id={`${id}-budget-hint`}>
          Your team gets an alert at 80% of this amount.
        </Hint>
      </Field>
      <Field>
        <Label htmlFor={`${id}-email`}>Billing email</Label>
        <StyledInput
          id={`${id}-email`}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailInvalid}
          aria-describedby={`${id}-email-hint`}
        />
        <Hint id={`${id}-email-hint`} data-error={emailInvalid || undefined}>
          {emailInvalid
            ? 'Enter a full address, like finance@northwind.com.'
            : 'Invoices are sent to this address.'}
        </Hint>
      </Field>
    </Form>
  );
}

const Form = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 20,
  width: '100%',
  maxWidth: 320,
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

const Hint = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: 13,
  lineHeight: '18px',
  color: '#45556c',
  '&[data-error]': { color: '#c10007' },
  ...theme.applyStyles('dark', {
    color: '#90a1b9',
    '&[data-error]': { color: '#ff6467' },
  }),
}));

const Adornment = styled('span')(({ theme }) => ({
  fontSize: 14,
  color: '#45556c',
  ...theme.applyStyles('dark', { color: '#90a1b9' }),
}));

const StyledInput = styled(Input)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '0 12px',
  border: '1px solid #62748e',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172b',
  ...theme.applyStyles('dark', { backgroundColor: '#0f172b', color: '#f1f5f9' }),

  [`& .${inputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    padding: '8px 0',
    border: 0,
    outline: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: 14,
    lineHeight: '20px',
  },

  [`&.${inputClasses.focused}`]: {
    borderColor: '#155dfc',
    boxShadow: '0 0 0 3px rgb(21 93 252 / 0.25)',
    ...theme.applyStyles('dark', {
      borderColor: '#51a2ff',
      boxShadow: '0 0 0 3px rgb(81 162 255 / 0.3)',
    }),
  },

  [`&.${inputClasses.error}`]: {
    borderColor: '#e7000b',
    ...theme.applyStyles('dark', { borderColor: '#ff6467' }),
  },
}));
