import * as React from 'react';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { TabsProvider, useTabs } from '@mui/base/useTabs';
import { TabsListProvider, useTabsList } from '@mui/base/useTabsList';
import styles from './UseTabs.module.css';

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
      <div {...getRootProps({ 'aria-label': label })} className={styles.list}>
        {children}
      </div>
    </TabsListProvider>
  );
}

function Segment({ value, children }: { value: string; children: React.ReactNode }) {
  const { getRootProps, selected } = useTab({ value });

  return (
    <button
      type="button"
      {...getRootProps()}
      className={selected ? `${styles.segment} ${styles.selected}` : styles.segment}
    >
      {children}
    </button>
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
    <section
      role="tabpanel"
      tabIndex={0}
      {...getRootProps()}
      className={styles.panel}
    >
      {children}
    </section>
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
        <strong className={styles.price}>€12</strong> per seat per month, billed
        monthly. Cancel at any time.
      </PricePanel>
      <PricePanel value="yearly">
        <strong className={styles.price}>€10</strong> per seat per month, billed
        yearly at €120. Two months free.
      </PricePanel>
    </TabsProvider>
  );
}
