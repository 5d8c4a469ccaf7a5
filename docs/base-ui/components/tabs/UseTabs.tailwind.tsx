import * as React from 'react';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { TabsProvider, useTabs } from '@mui/base/useTabs';
import { TabsListProvider, useTabsList } from '@mui/base/useTabsList';

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
      <div
        {...getRootProps({ 'aria-label': label })}
        className="inline-flex gap-1 rounded-[10px] bg-slate-100 p-1 dark:bg-slate-800"
      >
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
      className={`cursor-pointer rounded-[7px] border-0 px-4 py-1.5 font-[inherit] text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 ${
        selected
          ? 'bg-white text-slate-900 shadow-[0_1px_3px_rgb(15_23_42/0.15)] dark:bg-slate-900 dark:text-slate-100'
          : 'bg-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
      }`}
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
      className="mt-3 max-w-[420px] rounded-md px-1 py-2 text-sm/[22px] focus-visible:outline-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400"
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
        <strong className="text-xl font-bold">€12</strong> per seat per month, billed
        monthly. Cancel at any time.
      </PricePanel>
      <PricePanel value="yearly">
        <strong className="text-xl font-bold">€10</strong> per seat per month, billed
        yearly at €120. Two months free.
      </PricePanel>
    </TabsProvider>
  );
}
