import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function ButtonLink() {
  return (
    <Actions>
      <PrimaryLink href="#upgrade">Upgrade to Pro</PrimaryLink>
      <SecondaryLink href="#compare-plans">Compare plans</SecondaryLink>
    </Actions>
  );
}

const Actions = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
});

const BaseLink = styled(Button)(({ theme }) => [
  {
    display: 'inline-block',
    fontSize: 14,
    fontWeight: 600,
    lineHeight: '20px',
    padding: '8px 16px',
    borderRadius: 8,
    border: '1px solid',
    boxShadow: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
    textDecoration: 'none',
    transition: 'background-color 150ms, border-color 150ms',
    '&:hover': { textDecoration: 'none' },
    '&.base--focusVisible': {
      outline: '2px solid #155dfc',
      outlineOffset: 2,
    },
  },
  theme.applyStyles('dark', {
    '&.base--focusVisible': { outlineColor: '#51a2ff' },
  }),
]);

const PrimaryLink = styled(BaseLink)({
  color: '#fff',
  backgroundColor: '#155dfc',
  borderColor: '#155dfc',
  '&:hover': { color: '#fff', backgroundColor: '#1447e6', borderColor: '#1447e6' },
  '&.base--active': { backgroundColor: '#193cb8', borderColor: '#193cb8' },
});

const SecondaryLink = styled(BaseLink)(({ theme }) => [
  {
    color: '#0f172b',
    backgroundColor: '#fff',
    borderColor: '#cad5e2',
    '&:hover': { color: '#0f172b', backgroundColor: '#f8fafc' },
    '&.base--active': { backgroundColor: '#e2e8f0' },
  },
  theme.applyStyles('dark', {
    color: '#f1f5f9',
    backgroundColor: '#0f172b',
    borderColor: '#45556c',
    '&:hover': { color: '#f1f5f9', backgroundColor: '#1d293d' },
    '&.base--active': { backgroundColor: '#314158' },
  }),
]);
