import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';

const tab =
  '-mb-px cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2.5 font-[inherit] text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:text-slate-100 dark:focus-visible:outline-blue-400 [&.base--selected]:border-blue-600 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-400 dark:[&.base--selected]:text-blue-300';
const panel =
  'max-w-[480px] rounded-md px-1 py-4 text-sm/[22px] focus-visible:outline-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400';

export default function TabsBasic() {
  return (
    <Tabs defaultValue="profile">
      <TabsList
        aria-label="Account settings"
        className="flex gap-1 border-b border-slate-200 dark:border-slate-700"
      >
        <Tab value="profile" className={tab}>
          Profile
        </Tab>
        <Tab value="notifications" className={tab}>
          Notifications
        </Tab>
        <Tab value="billing" className={tab}>
          Billing
        </Tab>
      </TabsList>
      <TabPanel value="profile" tabIndex={0} className={panel}>
        Your name, photo and job title appear on comments and shared files. Ana
        Souza, Product designer at Atlas.
      </TabPanel>
      <TabPanel value="notifications" tabIndex={0} className={panel}>
        Email for mentions and replies, push notifications for direct messages only.
        Quiet hours from 20:00 to 08:00.
      </TabPanel>
      <TabPanel value="billing" tabIndex={0} className={panel}>
        Team plan, billed yearly for 8 seats. The next invoice of €960 is due on 12
        March.
      </TabPanel>
    </Tabs>
  );
}
