import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

/** Runs in the browser only: the server can't know the reader's time zone. */
function LocalStartTime() {
  const start = new Date();
  start.setUTCHours(15, 0, 0, 0);
  const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(
    start,
  );
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Value>
      {time} <Zone>({zone})</Zone>
    </Value>
  );
}

export default function NoSsrLocalTime() {
  return (
    <Card>
      <Caption>Quarterly planning</Caption>
      <Title>Starts today at 15:00 UTC</Title>
      <Label>In your time zone</Label>
      <NoSsr fallback={<Value>Working out your time zone…</Value>}>
        <LocalStartTime />
      </NoSsr>
    </Card>
  );
}

const Card = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: 320,
  maxWidth: '100%',
  padding: 20,
  boxSizing: 'border-box',
  border: '1px solid #e2e8f0',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSize: 14,
  lineHeight: '20px',
  ...theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#1e293b',
    color: '#f1f5f9',
  }),
}));

const Caption = styled('p')(({ theme }) => ({
  margin: 0,
  color: '#475569',
  fontSize: 12,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  ...theme.applyStyles('dark', { color: '#cbd5e1' }),
}));

const Title = styled('p')({
  margin: '0 0 12px',
  fontSize: 16,
  fontWeight: 600,
  lineHeight: '24px',
});

const Label = styled('p')(({ theme }) => ({
  margin: 0,
  color: '#475569',
  ...theme.applyStyles('dark', { color: '#cbd5e1' }),
}));

const Value = styled('p')({
  margin: 0,
  fontSize: 18,
  fontWeight: 600,
  lineHeight: '28px',
});

const Zone = styled('span')(({ theme }) => ({
  color: '#475569',
  fontSize: 14,
  fontWeight: 400,
  ...theme.applyStyles('dark', { color: '#cbd5e1' }),
}));
