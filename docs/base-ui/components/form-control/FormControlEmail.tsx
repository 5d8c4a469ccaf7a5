import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function FormControlEmail() {
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const id = React.useId();
  const invalid = touched && !EMAIL_PATTERN.test(email);

  return (
    <Field
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      required
      error={invalid}
    >
      <label htmlFor={`${id}-input`} className="label">
        Work email
      </label>
      <Input
        id={`${id}-input`}
        type="email"
        placeholder="name@company.com"
        aria-describedby={`${id}-helper`}
        onBlur={() => setTouched(true)}
        slots={{ root: InputRoot, input: InputElement }}
      />
      <p id={`${id}-helper`} className="helper">
        {invalid
          ? 'Enter an address like name@company.com.'
          : 'Invoices are sent to this address.'}
      </p>
    </Field>
  );
}

const Field = styled(FormControl)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  maxWidth: 320,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSize: 14,
  lineHeight: '20px',
  '& .label': { fontWeight: 600 },
  '& .helper': { margin: 0, color: '#475569' },
  '&.base--required .label::after': { content: '" *"' },
  '&.base--focused:not(.base--error) .label': { color: '#1d4ed8' },
  '&.base--error .label, &.base--error .helper': { color: '#b91c1c' },
  ...theme.applyStyles('dark', {
    '& .helper': { color: '#cbd5e1' },
    '&.base--focused:not(.base--error) .label': { color: '#60a5fa' },
    '&.base--error .label, &.base--error .helper': { color: '#f87171' },
  }),
}));

const InputRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  '&:focus-within:not(.base--error)': {
    borderColor: '#2563eb',
    boxShadow: '0 0 0 3px rgb(37 99 235 / 0.3)',
  },
  '&.base--error': { borderColor: '#dc2626' },
  '&.base--error:focus-within': { boxShadow: '0 0 0 3px rgb(220 38 38 / 0.3)' },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    '&:focus-within:not(.base--error)': {
      borderColor: '#60a5fa',
      boxShadow: '0 0 0 3px rgb(96 165 250 / 0.3)',
    },
    '&.base--error': { borderColor: '#f87171' },
    '&.base--error:focus-within': { boxShadow: '0 0 0 3px rgb(248 113 113 / 0.3)' },
  }),
}));

const InputElement = styled('input')(({ theme }) => ({
  flexGrow: 1,
  minWidth: 0,
  padding: '7px 10px',
  border: 0,
  borderRadius: 8,
  background: 'none',
  color: '#0f172a',
  font: 'inherit',
  outline: 'none',
  '&::placeholder': { color: '#64748b' },
  ...theme.applyStyles('dark', {
    color: '#f1f5f9',
    '&::placeholder': { color: '#94a3b8' },
  }),
}));
