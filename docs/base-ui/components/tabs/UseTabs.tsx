import * as React from 'react';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { TabsProvider, useTabs } from '@mui/base/useTabs';
import { TabsListProvider, useTabsList } from '@mui/base/useTabsList';
import { styled } from '@mui/system';

function SegmentedControl({
  label,
  children,
}: {
  label: string;
  children: React.ReactNode;
}) {
  const { contextValue, getRootProps } = useTabsList({ rootRef: null });

  return (
    <TabsListProvider value={contextValue}>
      <List {...getRootProps({ 'aria-label': label })}>{children}</List>
    </TabsListProvider>
  );
}

function Segment({ value, children }: { value: string; children: React.ReactNode }) {
  const { getRootProps, selected } = useTab({ value });

  return (
    <SegmentButton
      type="button"
      {...getRootProps()}
      className={selected ? 'selected' : ''}
    >
      {children}
    </SegmentButton>
  );
}

function PricePanel({
  value,
  children,
}: {
  value: string;
  children: React.ReactNode;
}) {
  const { getRootProps } = useTabPanel({ value });

  return (
    <Panel role="tabpanel" tabIndex={0} {...getRootProps()}>
      {children}
    </Panel>
  );
}

export default function UseTabs() {
  const { contextValue } = useTabs({ defaultValue: 'monthly' });

  return (
    <TabsProvider value={contextValue}>
      <SegmentedControl label="Billing period">
        <Segment value="monthly">Monthly</Segment>
        <Segment value="yearly">Yearly</Segment>
      </SegmentedControl>
      <PricePanel value="monthly">
        <Price>€12</Price> per seat per month, billed monthly. Cancel at any time.
      </PricePanel>
      <PricePanel value="yearly">
        <Price>€10</Price> per seat per month, billed yearly at €120. Two months
        free.
      </PricePanel>
    </TabsProvider>
  );
}

const List = styled('div')(({ theme }) => [
  {
    display: 'inline-flex',
    gap: 4,
    padding: 4,
    borderRadius: 10,
    backgroundColor: '#f1f5f9',
  },
  theme.applyStyles('dark', { backgroundColor: '#1e293b' }),
]);

const SegmentButton = styled('button')(({ theme }) => [
  {
    padding: '6px 16px',
    border: 0,
    borderRadius: 7,
    backgroundColor: 'transparent',
    color: '#475569',
    font: 'inherit',
    fontSize: 14,
    fontWeight: 500,
    lineHeight: '20px',
    cursor: 'pointer',
    '&:hover': { color: '#0f172a' },
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 1 },
    '&.selected': {
      backgroundColor: '#fff',
      color: '#0f172a',
      boxShadow: '0 1px 3px rgb(15 23 42 / 0.15)',
    },
  },
  theme.applyStyles('dark', {
    color: '#94a3b8',
    '&:hover': { color: '#f1f5f9' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
    '&.selected': { backgroundColor: '#0f172a', color: '#f1f5f9' },
  }),
]);

const Panel = styled('section')(({ theme }) => [
  {
    maxWidth: 420,
    marginTop: 12,
    padding: '8px 4px',
    borderRadius: 6,
    fontSize: 14,
    lineHeight: '22px',
    '&:focus-visible': { outline: '2px solid #2563eb' },
  },
  theme.applyStyles('dark', { '&:focus-visible': { outlineColor: '#60a5fa' } }),
]);

const Price = styled('strong')({
  fontSize: 20,
  fontWeight: 700,
  lineHeight: '28px',
});
