import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function InputAdornments() {
  const id = React.useId();
  const [showPassword, setShowPassword] = React.useState(false);

  return (
    <Fields>
      <div>
        <Label htmlFor={`${id}-price`}>Price</Label>
        <StyledInput
          id={`${id}-price`}
          name="price"
          defaultValue="49.00"
          startAdornment={<Adornment>$</Adornment>}
          endAdornment={<Adornment>USD</Adornment>}
          slotProps={{ input: { inputMode: 'decimal' } }}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-password`}>Password</Label>
        <StyledInput
          id={`${id}-password`}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          defaultValue="correct-horse-battery"
          endAdornment={
            <ToggleButton
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </ToggleButton>
          }
        />
      </div>
    </Fields>
  );
}

const Fields = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
});

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
    gap: 8,
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
  }),
]);

const Adornment = styled('span')(({ theme }) => [
  { fontSize: 14, lineHeight: '20px', color: '#45556c' },
  theme.applyStyles('dark', { color: '#90a1b9' }),
]);

const ToggleButton = styled(Button)(({ theme }) => [
  {
    marginInlineEnd: -6,
    padding: '4px 8px',
    border: 0,
    borderRadius: 6,
    fontFamily: 'inherit',
    fontSize: 13,
    fontWeight: 600,
    color: '#1447e6',
    backgroundColor: 'transparent',
    cursor: 'pointer',
    '&:hover': { backgroundColor: '#eff6ff' },
    '&.base--focusVisible': { outline: '2px solid #155dfc' },
  },
  theme.applyStyles('dark', {
    color: '#8ec5ff',
    '&:hover': { backgroundColor: '#1d293d' },
    '&.base--focusVisible': { outlineColor: '#51a2ff' },
  }),
]);
