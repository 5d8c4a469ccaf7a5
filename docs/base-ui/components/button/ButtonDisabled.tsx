import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function ButtonDisabled() {
  const [accepted, setAccepted] = React.useState(false);
  const [created, setCreated] = React.useState(false);
  const hintId = React.useId();

  return (
    <Layout>
      <CheckboxLabel>
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setCreated(false);
          }}
        />
        I accept the terms of service
      </CheckboxLabel>
      <div>
        <CreateButton
          disabled={!accepted}
          focusableWhenDisabled
          aria-describedby={accepted ? undefined : hintId}
          onClick={() => setCreated(true)}
        >
          Create account
        </CreateButton>
      </div>
      <Hint id={hintId} role="status">
        {accepted
          ? created && 'Account created. Check your inbox to confirm your email.'
          : 'Accept the terms to create your account.'}
      </Hint>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
});

const CheckboxLabel = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontSize: 14,
  lineHeight: '20px',
  cursor: 'pointer',
  '& input': {
    width: 16,
    height: 16,
    margin: 0,
    accentColor: '#155dfc',
  },
});

const CreateButton = styled(Button)(({ theme }) => [
  {
    fontFamily: 'inherit',
    fontSize: 14,
    fontWeight: 600,
    lineHeight: '20px',
    padding: '8px 16px',
    borderRadius: 8,
    border: '1px solid #155dfc',
    color: '#fff',
    backgroundColor: '#155dfc',
    boxShadow: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
    cursor: 'pointer',
    transition: 'background-color 150ms, border-color 150ms',
    '&:hover': { backgroundColor: '#1447e6', borderColor: '#1447e6' },
    '&.base--active': { backgroundColor: '#193cb8', borderColor: '#193cb8' },
    '&.base--focusVisible': {
      outline: '2px solid #155dfc',
      outlineOffset: 2,
    },
    '&.base--disabled': {
      color: '#62748e',
      backgroundColor: '#e2e8f0',
      borderColor: '#e2e8f0',
      boxShadow: 'none',
      cursor: 'not-allowed',
    },
  },
  theme.applyStyles('dark', {
    '&.base--focusVisible': { outlineColor: '#51a2ff' },
    '&.base--disabled': {
      color: '#90a1b9',
      backgroundColor: '#1d293d',
      borderColor: '#1d293d',
    },
  }),
]);

const Hint = styled('p')(({ theme }) => [
  { margin: 0, minHeight: 20, fontSize: 14, lineHeight: '20px', color: '#45556c' },
  theme.applyStyles('dark', { color: '#90a1b9' }),
]);
