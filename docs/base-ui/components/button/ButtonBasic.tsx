import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function ButtonBasic() {
  const [status, setStatus] = React.useState('You have unsaved changes.');

  return (
    <Layout>
      <Actions>
        <PrimaryButton onClick={() => setStatus('Profile saved.')}>
          Save changes
        </PrimaryButton>
        <SecondaryButton onClick={() => setStatus('Your edits were discarded.')}>
          Discard
        </SecondaryButton>
      </Actions>
      <Status role="status">{status}</Status>
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});

const Actions = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
});

const BaseButton = styled(Button)(({ theme }) => [
  {
    fontFamily: 'inherit',
    fontSize: 14,
    fontWeight: 600,
    lineHeight: '20px',
    padding: '8px 16px',
    borderRadius: 8,
    border: '1px solid',
    cursor: 'pointer',
    transition: 'background-color 150ms, border-color 150ms',
    '&.base--focusVisible': {
      outline: '2px solid #155dfc',
      outlineOffset: 2,
    },
  },
  theme.applyStyles('dark', {
    '&.base--focusVisible': { outlineColor: '#51a2ff' },
  }),
]);

const PrimaryButton = styled(BaseButton)({
  color: '#fff',
  backgroundColor: '#155dfc',
  borderColor: '#155dfc',
  boxShadow: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
  '&:hover': { backgroundColor: '#1447e6', borderColor: '#1447e6' },
  '&.base--active': { backgroundColor: '#193cb8', borderColor: '#193cb8' },
});

const SecondaryButton = styled(BaseButton)(({ theme }) => [
  {
    color: '#0f172b',
    backgroundColor: '#fff',
    borderColor: '#cad5e2',
    boxShadow: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
    '&:hover': { backgroundColor: '#f8fafc' },
    '&.base--active': { backgroundColor: '#e2e8f0' },
  },
  theme.applyStyles('dark', {
    color: '#f1f5f9',
    backgroundColor: '#0f172b',
    borderColor: '#45556c',
    '&:hover': { backgroundColor: '#1d293d' },
    '&.base--active': { backgroundColor: '#314158' },
  }),
]);

const Status = styled('p')(({ theme }) => [
  { margin: 0, fontSize: 14, lineHeight: '20px', color: '#45556c' },
  theme.applyStyles('dark', { color: '#90a1b9' }),
]);
