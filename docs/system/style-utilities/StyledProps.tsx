import * as React from 'react';
import { styled } from '@mui/system';

type Status = 'paid' | 'pending' | 'overdue';

const colors: Record<Status, { light: [string, string]; dark: [string, string] }> = {
  paid: { light: ['#dafbe1', '#116329'], dark: ['#12261e', '#6fdd8b'] },
  pending: { light: ['#fff8c5', '#7d4e00'], dark: ['#272115', '#eac54f'] },
  overdue: { light: ['#ffebe9', '#a40e26'], dark: ['#25171c', '#ff9492'] },
};

// `status` styles the badge but is not a valid HTML attribute, so it is not forwarded.
const Badge = styled('span', {
  shouldForwardProp: (prop) => prop !== 'status',
})<{ status: Status }>(({ theme, status }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.25, 1),
  borderRadius: 999,
  fontSize: '0.75rem',
  fontWeight: 600,
  textTransform: 'capitalize',
  backgroundColor: colors[status].light[0],
  color: colors[status].light[1],
  ...theme.applyStyles('dark', {
    backgroundColor: colors[status].dark[0],
    color: colors[status].dark[1],
  }),
}));

const Row = styled('li')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(1, 0),
  fontSize: '0.875rem',
}));

const invoices: { client: string; status: Status }[] = [
  { client: 'Harbor Coffee Roasters', status: 'paid' },
  { client: 'Northwind Cycling Club', status: 'pending' },
  { client: 'Alder & Finch Studio', status: 'overdue' },
];

export default function StyledProps() {
  return (
    <ul style={{ maxWidth: 360, margin: 0, padding: 0, listStyle: 'none' }}>
      {invoices.map((invoice) => (
        <Row key={invoice.client}>
          {invoice.client}
          <Badge status={invoice.status}>{invoice.status}</Badge>
        </Row>
      ))}
    </ul>
  );
}
