import * as React from 'react';
import { styled } from '@mui/system';

const Card = styled('article')(({ theme }) => ({
  maxWidth: 360,
  padding: theme.spacing(2, 2.5),
  border: '1px solid',
  borderColor: '#c9d1d9',
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: '#ffffff',
  color: '#1f2328',
  ...theme.applyStyles('dark', {
    borderColor: '#3d444d',
    backgroundColor: '#151b23',
    color: '#f0f6fc',
  }),
}));

const Title = styled('h3')({
  margin: 0,
  fontSize: '1rem',
  fontWeight: 600,
});

const Meta = styled('p')(({ theme }) => ({
  margin: theme.spacing(0.5, 0, 0),
  fontSize: '0.875rem',
  color: '#59636e',
  ...theme.applyStyles('dark', { color: '#9198a1' }),
}));

export default function StyledBasics() {
  return (
    <Card>
      <Title>Invoice INV-2024-118</Title>
      <Meta>Harbor Coffee Roasters · due 30 November · €1,480.00</Meta>
    </Card>
  );
}
