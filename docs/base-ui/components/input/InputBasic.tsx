import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function InputBasic() {
  const id = React.useId();

  return (
    <Fields>
      <div>
        <Label htmlFor={`${id}-name`}>Full name</Label>
        <StyledInput
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          placeholder="María García"
        />
      </div>
      <div>
        <Label htmlFor={`${id}-email`}>Email</Label>
        <StyledInput
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="maria@example.com"
        />
      </div>
      <div>
        <Label htmlFor={`${id}-account`}>Account ID</Label>
        <StyledInput id={`${id}-account`} defaultValue="ACC-20931" disabled />
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
    '&.base--disabled': {
      color: '#62748e',
      backgroundColor: '#f1f5f9',
      borderColor: '#e2e8f0',
      cursor: 'not-allowed',
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
      cursor: 'inherit',
    },
    '& .base-Input-input::placeholder': { color: '#62748e', opacity: 1 },
  },
  theme.applyStyles('dark', {
    borderColor: '#62748e',
    backgroundColor: '#0f172b',
    '&:hover': { borderColor: '#90a1b9' },
    '&.base--focused': {
      borderColor: '#51a2ff',
      boxShadow: '0 0 0 3px rgb(81 162 255 / 0.3)',
    },
    '&.base--disabled': {
      color: '#90a1b9',
      backgroundColor: '#1d293d',
      borderColor: '#314158',
    },
    '& .base-Input-input::placeholder': { color: '#90a1b9' },
  }),
]);
