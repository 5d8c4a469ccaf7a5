import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const tabClasses =
  'cursor-pointer rounded-md border-0 bg-transparent px-3 py-1.5 font-[inherit] text-sm/5 font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:text-slate-100 dark:focus-visible:outline-blue-400 [&.base--selected]:bg-white [&.base--selected]:text-slate-900 [&.base--selected]:shadow-sm dark:[&.base--selected]:bg-slate-900 dark:[&.base--selected]:text-slate-100 dark:[&.base--selected]:shadow-none';

const panelClasses = 'max-w-[420px] pt-4 text-sm/5';

export default function CustomizationTabs() {
  return (
    <Tabs defaultValue="profile">
      <TabsList
        aria-label="Account settings"
        className="inline-flex gap-1 rounded-[10px] bg-slate-100 p-1 dark:bg-slate-800"
      >
        <Tab value="profile" className={tabClasses}>
          Profile
        </Tab>
        <Tab value="billing" className={tabClasses}>
          Billing
        </Tab>
        <Tab value="notifications" className={tabClasses}>
          Notifications
        </Tab>
      </TabsList>
      <TabPanel value="profile" className={panelClasses}>
        Ana Torres, product designer. Shown to the 14 people in the Northwind
        workspace.
      </TabPanel>
      <TabPanel value="billing" className={panelClasses}>
        Team plan with 12 seats, billed monthly to the card ending in 4242.
      </TabPanel>
      <TabPanel value="notifications" className={panelClasses}>
        A summary of mentions and comments, sent every weekday at 9:00.
      </TabPanel>
    </Tabs>
  );
}
